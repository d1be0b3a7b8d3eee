/**
 * The 14 interface languages of SPEC §2: the app (src/i18n), the marketing site and the server all
 * read this list. Folder names under src/i18n/locales and the marketing site's URL prefixes match
 * these codes; `en` is the default and lives at the site root. No zod here (`z.enum(LOCALES)` where
 * a schema is needed): the web app's first load reads this module.
 */
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

/** The BCP 47 tag for HTML lang, hreflang and Intl: de-de → de-DE, en → en. */
export function bcp47(locale: string): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : (language ?? locale);
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
