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
