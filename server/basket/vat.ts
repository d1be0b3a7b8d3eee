/**
 * Standard VAT rates by delivery country (2026). Prices are shown VAT-inclusive, as consumers in
 * these countries expect; the VAT part is worked out of the total. US orders carry no VAT (sales
 * tax is not collected).
 */
export const VAT_RATES: Record<string, number> = {
  GB: 0.2,
  IE: 0.23,
  DE: 0.19,
  FR: 0.2,
  ES: 0.21,
  IT: 0.22,
  FI: 0.255,
  SE: 0.25,
  DK: 0.25,
  NO: 0.25,
  NL: 0.21,
  PL: 0.23,
  PT: 0.23,
  US: 0,
};

export const vatRateFor = (country: string): number => VAT_RATES[country.toUpperCase()] ?? VAT_RATES.GB!;

/** The VAT contained in a VAT-inclusive amount, rounded to the nearest minor unit. */
export function vatIncluded(totalMinor: number, rate: number): number {
  if (rate <= 0) return 0;
  return Math.round((totalMinor * rate) / (1 + rate));
}
