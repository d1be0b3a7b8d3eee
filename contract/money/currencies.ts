import { z } from 'zod';
import type { Locale } from '../locale/locales';

/** The currencies Bindery prices in (SPEC §9); every catalog product has a price in each. */
export const CURRENCIES = ['GBP', 'EUR', 'USD', 'DKK', 'NOK', 'SEK', 'PLN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'GBP';

export const currencySchema = z.enum(CURRENCIES, {
  message: `must be one of ${CURRENCIES.join(', ')}`,
});

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** An amount as the API sends it: whole minor units (pence, cents, øre) and the currency. */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;

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
