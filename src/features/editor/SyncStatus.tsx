import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { editorState } from './state/editor-store';

/** Where the user's edits are: saved, on their way, kept on this device while offline. */
export function SyncStatus() {
  const { t } = useTranslation('editor');
  const { sync, online } = useSnapshot(editorState);
  const status = !online && sync.dirty ? 'offline' : sync.status;
  return (
    <p className={`sync-status ${status}`} role="status" aria-live="polite">
      {!online && <span className="offline-dot">{t('sync.offlineBadge')} · </span>}
      {t(`sync.${status}`)}
    </p>
  );
}
