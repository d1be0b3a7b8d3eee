import { type BookDocument, type ProductSpec, productSpecSchema } from '../../../../render-core';
import type { CatalogProduct } from '../../../../contract/catalog/catalog';

/** The engine's view of a catalog product: its geometry and print limits, without names or prices. */
export function productSpecOf(product: CatalogProduct): ProductSpec {
  const { code, kind, trim, bleed, safeMargin, minDpi, recommendedDpi, pages } = product;
  return productSpecSchema.parse({ code, kind, trim, bleed, safeMargin, minDpi, recommendedDpi, pages });
}

/** The page count a design is priced and ordered by: prints are one page, books and calendars their pages. */
export function designPageCount(doc: Pick<BookDocument, 'kind' | 'pages'>): number {
  return doc.kind === 'print' ? 1 : doc.pages.length;
}
