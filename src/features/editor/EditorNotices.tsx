import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { callApi } from '../../api/client';
import { appState, completeDragDropTutorial, dismissOrderedNotice } from '../../state/app-state';
import { useEditorSession } from './state/editor-context';

/**
 * The drag-and-drop tutorial, shown until the user has seen it once: a small strip under the spread,
 * so the book keeps its place at the top of the screen.
 */
export function DragTutorial() {
  const { t } = useTranslation(['editor', 'editor-shell']);
  const { dragDropTutorialCompleted } = useSnapshot(appState);
  if (dragDropTutorialCompleted) return null;
  return (
    <section className="tutorial-strip" aria-labelledby="tutorial-title">
      <div>
        <h2 id="tutorial-title">{t('tutorial.title')}</h2>
        {/* One sentence, so the strip stays small on a phone; the zoom buttons say how to zoom. */}
        <p>{t('editor-shell:tutorial.text')}</p>
      </div>
      <button type="button" className="button small" onClick={() => completeDragDropTutorial(appState)}>
        {t('tutorial.done')}
      </button>
    </section>
  );
}

/** A design that was already ordered says so once; dismissed, it stays dismissed. */
export function OrderedNotice({ printId }: { printId: string }) {
  const { t } = useTranslation('editor');
  const { dismissedOrderedNotices } = useSnapshot(appState);
  const [ordered, setOrdered] = useState(false);
  const dismissed = dismissedOrderedNotices.includes(printId);

  useEffect(() => {
    if (dismissed) return;
    let live = true;
    callApi('GET /transaction/get-print-transactions', { query: { printId } })
      .then((body) => live && setOrdered(body.orders.length > 0))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [printId, dismissed]);

  if (!ordered || dismissed) return null;
  return (
    <section className="editor-notice ordered" role="status">
      <p>{t('ordered.text')}</p>
      <button
        type="button"
        className="button small secondary"
        onClick={() => dismissOrderedNotice(appState, printId)}
      >
        {t('ordered.dismiss')}
      </button>
    </section>
  );
}

/** Unsent edits a closed tab left, which this tab could not open too, were kept as copies. */
export function SetAsideNotice() {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const { setAside } = useSnapshot(session.ui);
  const [dismissed, setDismissed] = useState(0);
  if (setAside <= dismissed) return null;
  return (
    <section className="editor-notice" role="status">
      <p>
        {t('tabs.setAside', { count: setAside })}{' '}
        <Link href="/account/my-designs">{t('tabs.myDesigns')}</Link>
      </p>
      <button type="button" className="button small secondary" onClick={() => setDismissed(setAside)}>
        {t('ordered.dismiss')}
      </button>
    </section>
  );
}
