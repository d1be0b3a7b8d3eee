import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useEditorSession } from './state/editor-context';

/** A 409 from the server: keep mine or take theirs; the other version is kept as a copy. */
export function ConflictPanel() {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const { sync } = useSnapshot(session.ui);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (sync.status !== 'conflict' || !sync.conflict) return null;
  const choose = async (keepMine: boolean) => {
    setBusy(true);
    setFailed(false);
    const ok = await session.resolveConflict(keepMine, (title) => t('conflict.copyTitle', { title }));
    setBusy(false);
    setFailed(!ok);
  };
  return (
    <section
      className="conflict-panel"
      role="alertdialog"
      aria-labelledby="conflict-title"
      aria-describedby="conflict-text"
    >
      <h2 id="conflict-title">{t('conflict.title')}</h2>
      <p id="conflict-text">{t('conflict.message')}</p>
      {failed && <p className="form-error">{t('conflict.failed')}</p>}
      <div className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => void choose(true)}>
          {t('conflict.keepMine')}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => void choose(false)}>
          {t('conflict.takeTheirs')}
        </button>
      </div>
    </section>
  );
}
