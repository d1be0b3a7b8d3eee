import type { BookDocument, Op } from '../../../render-core';
import { pagesOfSpread } from './modals/find';

/**
 * The pages "delete" takes out of the spread on screen: a book's whole spread (its pages come in
 * pairs), a set of prints' one print (the one a phone shows, else the spread's first). None on the
 * cover, in a calendar (its months are fixed), or when the design would go under its product's
 * least number of pages.
 */
export function pagesToDelete(doc: BookDocument, spread: number, focusPageId: string | null): string[] {
  if (doc.kind === 'calendar') return [];
  const onSpread = pagesOfSpread(doc, spread).flatMap((p) => (p.ref === 'cover' ? [] : [p.page.id]));
  const ids =
    doc.kind === 'print'
      ? [onSpread.find((id) => id === focusPageId) ?? onSpread[0]].filter((id) => id !== undefined)
      : onSpread;
  if (ids.length === 0) return [];
  if (doc.pages.length - ids.length < Math.max(1, doc.product.pages.min)) return [];
  return ids;
}

export const deleteOps = (pageIds: readonly string[]): Op[] =>
  pageIds.map((pageId) => ({ type: 'removePage', pageId }));
