import type { Locale } from '../locale/locales';

// No zod here (the schemas are in ./currencies): the web app's first load reads these lists, and a
// schema would bring the whole of zod into it.

/** The currencies Bindery prices in (SPEC §9); every catalog product has a price in each. */
export const CURRENCIES = ['GBP', 'EUR', 'USD', 'DKK', 'NOK', 'SEK', 'PLN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'GBP';

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** The currency prices are shown in on each locale's marketing pages. */
export const LOCALE_CURRENCY: Record<Locale, Currency> = {
  en: 'GBP',
  'da-dk': 'DKK',
  'de-de': 'EUR',
  'en-gb': 'GBP',
  'en-us': 'USD',
  'es-es': 'EUR',
  'fi-fi': 'EUR',
  'fr-fr': 'EUR',
  'it-it': 'EUR',
  'nb-no': 'NOK',
  'nl-nl': 'EUR',
  'pl-pl': 'PLN',
  'pt-pt': 'EUR',
  'sv-se': 'SEK',
};
