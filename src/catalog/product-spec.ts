import { type ProductSpec, productSpecSchema } from '../../render-core';
import type { CatalogProduct } from '../../contract/catalog/catalog';

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
