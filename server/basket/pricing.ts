import { countedPages, type DesignKind } from '../../contract/catalog/page-count';
import { vatIncluded } from './vat';

export interface PricedLineInput {
  unitMinor: number;
  quantity: number;
}

export interface BasketTotalsInput {
  lines: PricedLineInput[];
  /** The discount voucher's amount off the items, already worked out. */
  discountMinor: number;
  /** The chosen shipping method's price; null before one is chosen. */
  shippingMinor: number | null;
  freeShipping: boolean;
  /** Referral credit the customer has in this currency. */
  creditAvailableMinor: number;
  vatRate: number;
}

export interface BasketTotals {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  creditMinor: number;
  totalMinor: number;
  vatMinor: number;
  vatRate: number;
}

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

/** The basket's totals. Prices include VAT; the VAT part is shown, not added. */
export function basketTotals(input: BasketTotalsInput): BasketTotals {
  const subtotalMinor = input.lines.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0);
  const discountMinor = Math.min(subtotalMinor, Math.max(0, input.discountMinor));
  const shippingMinor = input.freeShipping ? 0 : (input.shippingMinor ?? 0);
  const beforeCredit = subtotalMinor - discountMinor + shippingMinor;
  const creditMinor = Math.min(beforeCredit, Math.max(0, input.creditAvailableMinor));
  const totalMinor = beforeCredit - creditMinor;
  return {
    subtotalMinor,
    discountMinor,
    shippingMinor,
    creditMinor,
    totalMinor,
    vatMinor: vatIncluded(totalMinor, input.vatRate),
    vatRate: input.vatRate,
  };
}
