/** The 14 interface languages live in the contract; folder names under ./locales match these codes. */
export { bcp47, DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../contract/locale/locales';
