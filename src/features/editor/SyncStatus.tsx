import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useEditorSession } from './state/editor-context';

/** Where the user's edits are: saved, on their way, kept on this device while offline. */
export function SyncStatus() {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const { sync, online } = useSnapshot(session.ui);
  const status = !online && sync.dirty ? 'offline' : sync.status;
  const text = t(`sync.${status}`);
  // The editor bar has room for one short line: a cut-off status shows whole on hover.
  return (
    <p className={`sync-status ${status}`} role="status" aria-live="polite" title={text}>
      {!online && <span className="offline-dot">{t('sync.offlineBadge')} · </span>}
      {text}
    </p>
  );
}
