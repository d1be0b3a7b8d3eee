import type { ShippingOption } from '../../../../contract/api/shipping';

/** What the order step shows under the book: the item, its delivery to the customer, the sum. */
export interface OrderPriceLines {
  itemMinor: number;
  /** null while the delivery price is unknown (loading, failed, or no delivery to the country). */
  delivery: ShippingOption | null;
  /** null until the delivery is known: a total without delivery would understate it. */
  totalMinor: number | null;
}

/**
 * The cheapest way to the customer's door: the price the basket starts from (checkout may pick a
 * faster one later). Options in another currency than the item's are not summed with it.
 */
export function cheapestDelivery(
  options: readonly ShippingOption[],
  currency: string,
): ShippingOption | null {
  let best: ShippingOption | null = null;
  for (const o of options) {
    if (o.currency !== currency) continue;
    if (!best || o.priceMinor < best.priceMinor) best = o;
  }
  return best;
}

export function orderPriceLines(
  unitMinor: number,
  quantity: number,
  delivery: ShippingOption | null,
): OrderPriceLines {
  const itemMinor = unitMinor * quantity;
  return { itemMinor, delivery, totalMinor: delivery ? itemMinor + delivery.priceMinor : null };
}

/**
 * An option's price beside the design's own, signed ("+£6.00", "−£2.00"), written by Intl in the
 * customer's locale and currency; null for the same price.
 */
export function priceDifference(minor: number, currency: string, locale: string): string | null {
  if (minor === 0) return null;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay: 'always' }).format(
    minor / 100,
  );
}
