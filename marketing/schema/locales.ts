/** The 14 interface languages, their names and currencies come from the contract. */
import { bcp47, DEFAULT_LOCALE, type Locale } from '../../contract/locale/locales';

export { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../contract/locale/locales';
export { type Currency, LOCALE_CURRENCY } from '../../contract/money/currencies';

/** URL prefix of a locale: none for the default, `/de-de` for the others. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** BCP 47 tag for `lang` and `hreflang` (en-gb -> en-GB). */
export const languageTag = (locale: Locale): string => bcp47(locale);

/** The catalog keeps names per language; en-gb and en-us read `en`. */
export function catalogLanguage(locale: Locale): string {
  return locale.split('-')[0]!;
}
