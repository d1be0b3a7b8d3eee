/** The 14 interface languages of SPEC §2. Folder names under ./locales match these codes. */
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

/** The BCP 47 tag for HTML lang and Intl: de-de → de-DE, en → en. */
export function bcp47(locale: string): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : (language ?? locale);
}
