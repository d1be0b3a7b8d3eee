import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { EditorSession } from './state/session';
import { useEditorSession } from './state/editor-context';

/** A 409 from the server: keep mine or take theirs; the other version is kept as a copy. */
export function ConflictPanel() {
  const session = useEditorSession();
  const { sync } = useSnapshot(session.ui);
  if (sync.status !== 'conflict' || !sync.conflict) return null;
  return <Choice session={session} />;
}

/**
 * The choice, mounted while the conflict lasts. It takes focus when it appears (its heading, so a
 * key the customer was pressing chooses nothing; Tab reaches the two actions), as an alertdialog
 * must for keyboard and screen-reader users, and gives focus back where it was once settled.
 */
function Choice({ session }: { session: EditorSession }) {
  const { t } = useTranslation('editor');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const before = document.activeElement;
    heading.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before !== document.body && before.isConnected) before.focus();
    };
  }, []);
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
      <h2 id="conflict-title" ref={heading} tabIndex={-1}>
        {t('conflict.title')}
      </h2>
      <p id="conflict-text">{t('conflict.message')}</p>
      {failed && (
        <p className="form-error" role="alert">
          {t('conflict.failed')}
        </p>
      )}
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
