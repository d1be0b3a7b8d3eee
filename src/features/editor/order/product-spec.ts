import { type BookDocument, type ProductSpec, productSpecSchema } from '../../../../render-core';
import type { CatalogProduct } from '../../../../contract/catalog/catalog';
import { countedPages } from '../../../../contract/catalog/page-count';
import { printCopies } from '../../../../contract/catalog/price';

/** The engine's view of a catalog product: its geometry and print limits, without names or prices. */
export function productSpecOf(
  product: Pick<
    CatalogProduct,
    'code' | 'kind' | 'trim' | 'bleed' | 'safeMargin' | 'minDpi' | 'recommendedDpi' | 'pages' | 'binding'
  >,
): ProductSpec {
  const { code, kind, trim, bleed, safeMargin, minDpi, recommendedDpi, pages, binding } = product;
  return productSpecSchema.parse({
    code,
    kind,
    trim,
    bleed,
    safeMargin,
    minDpi,
    recommendedDpi,
    pages,
    binding,
  });
}

/**
 * The pages a design is ordered by, as the server counts them (basket, order): books their inner
 * pages, calendars their cover too (13 for a year), a set of prints every copy of every print.
 */
export function designPageCount(doc: Pick<BookDocument, 'kind' | 'pages'>): number {
  return doc.kind === 'print' ? printCopies(doc) : countedPages(doc.kind, doc.pages.length);
}
