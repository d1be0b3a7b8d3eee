/** VAT rates live with each delivery country in the contract (contract/geo/countries.ts). */
export { vatRateFor } from '../../contract/geo/countries';

/** The VAT contained in a VAT-inclusive amount, rounded to the nearest minor unit. */
export function vatIncluded(totalMinor: number, rate: number): number {
  if (rate <= 0) return 0;
  return Math.round((totalMinor * rate) / (1 + rate));
}
