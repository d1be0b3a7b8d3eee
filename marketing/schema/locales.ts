/** The 14 interface languages of SPEC §2; `en` is the default and lives at the site root. */
export const LOCALES = [
  'en',
  'da-dk',
  'de-de',
  'en-gb',
  'en-us',
  'es-es',
  'fi-fi',
  'fr-fr',
  'it-it',
  'nb-no',
  'nl-nl',
  'pl-pl',
  'pt-pt',
  'sv-se',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** URL prefix of a locale: none for the default, `/de-de` for the others. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** BCP 47 tag for `lang` and `hreflang` (en-gb -> en-GB). */
export function languageTag(locale: Locale): string {
  const [lang, region] = locale.split('-');
  return region ? `${lang}-${region.toUpperCase()}` : lang!;
}

/** Each language's own name, shown the same in every locale so readers find theirs. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'da-dk': 'Dansk',
  'de-de': 'Deutsch',
  'en-gb': 'English (UK)',
  'en-us': 'English (US)',
  'es-es': 'Español',
  'fi-fi': 'Suomi',
  'fr-fr': 'Français',
  'it-it': 'Italiano',
  'nb-no': 'Norsk bokmål',
  'nl-nl': 'Nederlands',
  'pl-pl': 'Polski',
  'pt-pt': 'Português',
  'sv-se': 'Svenska',
};

export type Currency = 'GBP' | 'EUR' | 'USD' | 'DKK' | 'NOK' | 'SEK' | 'PLN';

/** The currency prices are shown in on each locale's pages. */
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

/** The catalog keeps names per language; en-gb and en-us read `en`. */
export function catalogLanguage(locale: Locale): string {
  return locale.split('-')[0]!;
}
