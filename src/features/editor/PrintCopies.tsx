import { useTranslation } from 'react-i18next';
import type { BookDocument } from '../../../render-core';
import { pagesOfSpread } from './modals/find';
import { useEditorSession } from './state/editor-context';

/** The most copies of one print the stepper offers (a document may hold up to 999). */
const MAX_COPIES = 99;

/**
 * Sets of prints: a stepper for the copies of each print on screen, and the copies in all. Each
 * change is the `setQuantity` op (one undo step); the server prices a set per print and copy.
 */
export function PrintCopies({ document, spread }: { document: BookDocument; spread: number }) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  if (document.kind !== 'print') return null;
  const total = document.pages.reduce((n, p) => n + p.quantity, 0);
  const shown = pagesOfSpread(document, spread).filter(
    (p): p is typeof p & { ref: number } => typeof p.ref === 'number',
  );
  const set = (pageId: string, quantity: number) =>
    void session.edit({ type: 'setQuantity', pageId, quantity: Math.min(MAX_COPIES, Math.max(1, quantity)) });

  return (
    <section className="print-copies" aria-label={t('copies.label')}>
      {shown.map(({ page, ref }) => {
        const number = ref + 1;
        return (
          <fieldset className="copies-stepper" key={page.id}>
            <legend>{t('copies.of', { number })}</legend>
            <button
              type="button"
              className="button secondary"
              aria-label={t('copies.fewer', { number })}
              disabled={page.quantity <= 1}
              onClick={() => set(page.id, page.quantity - 1)}
            >
              −
            </button>
            <output aria-live="polite" aria-label={t('copies.count', { number })}>
              {page.quantity}
            </output>
            <button
              type="button"
              className="button secondary"
              aria-label={t('copies.more', { number })}
              disabled={page.quantity >= MAX_COPIES}
              onClick={() => set(page.id, page.quantity + 1)}
            >
              +
            </button>
          </fieldset>
        );
      })}
      <p className="copies-total">{t('copies.total', { prints: document.pages.length, copies: total })}</p>
    </section>
  );
}
