import type { BookDocument } from '../../../../render-core';
import { countedPages } from '../../../../contract/catalog/page-count';
import { printCopies } from '../../../../contract/catalog/price';

/**
 * The pages a design is ordered by, as the server counts them (basket, order): books their inner
 * pages, calendars their cover too (13 for a year), a set of prints every copy of every print.
 */
export function designPageCount(doc: Pick<BookDocument, 'kind' | 'pages'>): number {
  return doc.kind === 'print' ? printCopies(doc) : countedPages(doc.kind, doc.pages.length);
}
