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

/** The price rule itself is the contract's, so the app shows the numbers the server charges. */
export { designPrice, type PricedDesign, printCopies, unitPrice } from '../../contract/catalog/price';

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
