import type { Catalog, CatalogProduct } from '../../../../contract/catalog/catalog';
import { pageCountProblem } from '../../../../contract/catalog/page-count';
import { designPrice, type PricedDesign } from '../../../../contract/catalog/price';

export interface OrderChoice {
  product: CatalogProduct;
  typeName: string;
  /** The unit price in minor units for this design: its pages, or for prints every copy. */
  unitMinor: number;
}

/**
 * A product's price for a design, by the contract's rule (the one the server charges): the base
 * covers the minimum pages, each page beyond costs extra; a set of prints is one print's price
 * times every copy of every print. The basket shows the server's own figure.
 */
export function priceFor(product: CatalogProduct, design: PricedDesign): number {
  return designPrice(
    {
      kind: product.kind,
      baseMinor: product.price.base.amount,
      extraPageMinor: product.price.extraPage.amount,
      pagesMin: product.pages.min,
    },
    design,
  );
}

/**
 * What a design can be ordered as: its own product, and the products of the same kind and trim
 * size (another cover or paper) whose page rule takes its pages (the contract's rule, the one the
 * server applies: calendars count their cover, books their inner pages, in whole steps). Its own
 * product comes first.
 */
export function orderChoices(catalog: Catalog, productCode: string, design: PricedDesign): OrderChoice[] {
  const all = catalog.categories.flatMap((c) =>
    c.types.flatMap((t) => t.products.map((product) => ({ product, typeName: t.name }))),
  );
  const own = all.find((p) => p.product.code === productCode);
  if (!own) return [];
  const fits = (p: CatalogProduct) =>
    p.kind === own.product.kind &&
    p.trim.width === own.product.trim.width &&
    p.trim.height === own.product.trim.height &&
    pageCountProblem(p.kind, design.pages.length, p.pages) === null;
  return [own, ...all.filter((p) => p.product.code !== productCode && fits(p.product))].map((p) => ({
    ...p,
    unitMinor: priceFor(p.product, design),
  }));
}
