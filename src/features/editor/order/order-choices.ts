import { pageCountAllowed } from '../../../../render-core';
import type { Catalog, CatalogProduct } from '../../../../contract/catalog/catalog';
import { designPrice } from '../../../../contract/catalog/price';

export interface OrderChoice {
  product: CatalogProduct;
  typeName: string;
  /** The unit price in minor units for this page count. */
  unitMinor: number;
}

/**
 * A product's price for a design of `pageCount` pages, by the contract's rule (the one the server
 * charges): the base covers the minimum pages, each page beyond costs extra; a set of prints is
 * one print's price per print.
 */
export function priceFor(product: CatalogProduct, pageCount: number): number {
  return designPrice(
    {
      kind: product.kind,
      baseMinor: product.price.base.amount,
      extraPageMinor: product.price.extraPage.amount,
      pagesMin: product.pages.min,
    },
    { kind: product.kind, pages: Array.from({ length: pageCount }, () => ({})) },
  );
}

/**
 * What a design can be ordered as: its own product, and the products of the same kind and trim
 * size (another cover or paper) that take its page count (as render-core's changeProduct checks
 * it: within the range and in whole steps). Its own product comes first.
 */
export function orderChoices(catalog: Catalog, productCode: string, pageCount: number): OrderChoice[] {
  const all = catalog.categories.flatMap((c) =>
    c.types.flatMap((t) => t.products.map((product) => ({ product, typeName: t.name }))),
  );
  const own = all.find((p) => p.product.code === productCode);
  if (!own) return [];
  const fits = (p: CatalogProduct) =>
    p.kind === own.product.kind &&
    p.trim.width === own.product.trim.width &&
    p.trim.height === own.product.trim.height &&
    (p.kind !== 'book' || pageCountAllowed(pageCount, p.pages));
  return [own, ...all.filter((p) => p.product.code !== productCode && fits(p.product))].map((p) => ({
    ...p,
    unitMinor: priceFor(p.product, pageCount),
  }));
}
