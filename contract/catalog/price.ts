import { countedPages, type DesignKind } from './page-count';

/**
 * The price rule of Bindery, shared by the server (basket, purchase: the only prices that count)
 * and the web app (which shows the same numbers before asking). Amounts are minor units.
 */

/** A product's unit price: the base price covers the minimum pages; each page beyond costs extra. */
export function unitPrice(
  price: { baseMinor: number; extraPageMinor: number },
  pages: { count: number; min: number },
): number {
  return price.baseMinor + Math.max(0, pages.count - pages.min) * price.extraPageMinor;
}

/** A design as pricing sees it: its kind and its pages (for prints, each page is a print with its copies). */
export interface PricedDesign {
  kind: DesignKind;
  pages: readonly { quantity?: number }[];
}

/** Every copy of every print in a set of prints: what the customer pays for. */
export const printCopies = (doc: PricedDesign): number =>
  doc.pages.reduce((n, p) => n + Math.max(1, p.quantity ?? 1), 0);

/**
 * The price of one copy of a design made as `product`: a book's base price covers its minimum
 * pages and each page beyond costs extra (pages counted by the contract's rule); a calendar is its
 * base price; a set of prints is the price of one print times every copy of every print.
 */
export function designPrice(
  product: { kind: DesignKind; baseMinor: number; extraPageMinor: number; pagesMin: number },
  doc: PricedDesign,
): number {
  if (product.kind === 'print') return product.baseMinor * printCopies(doc);
  return unitPrice(product, { count: countedPages(product.kind, doc.pages.length), min: product.pagesMin });
}
