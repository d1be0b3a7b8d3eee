import type { Currency } from '../money/currency-codes';
import { type CountryCode, isSupportedCountry } from './countries';

/**
 * The delivery country a customer is priced for before they choose one (issue 53): where their
 * currency is at home, never the language they read. The euro has many homes: a known region in
 * the euro area keeps its own (a visitor whose region is Ireland, paying in euros), else Germany.
 * An address or the customer's own choice always wins over this guess.
 */
const HOME_OF: Record<Currency, CountryCode> = {
  GBP: 'GB',
  EUR: 'DE',
  USD: 'US',
  DKK: 'DK',
  NOK: 'NO',
  SEK: 'SE',
  PLN: 'PL',
};
const EURO_AREA: readonly CountryCode[] = ['IE', 'DE', 'FR', 'ES', 'IT', 'FI', 'NL', 'PT'];

export function defaultDeliveryCountry(currency: Currency, region?: string | null): CountryCode {
  if (currency === 'EUR' && region && isSupportedCountry(region) && EURO_AREA.includes(region)) return region;
  return HOME_OF[currency];
}

/**
 * The IANA time zone whose end of day closes a delivery promise in each country (the late rule,
 * docs/ARCHITECTURE.md "Delivery promises"); the US is promised by its westernmost mainland zone.
 */
export const DELIVERY_TIME_ZONE: Record<CountryCode, string> = {
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  US: 'America/Los_Angeles',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  FI: 'Europe/Helsinki',
  SE: 'Europe/Stockholm',
  DK: 'Europe/Copenhagen',
  NO: 'Europe/Oslo',
  NL: 'Europe/Amsterdam',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
};
