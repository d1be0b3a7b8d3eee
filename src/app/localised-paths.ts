import { LOCALES, type Locale } from '../i18n/locales';

/** The product listing's path word in each interface language (SPEC §2). */
export const PRODUCT_LISTING_WORDS: Record<Locale, string> = {
  en: 'products',
  'da-dk': 'produkter',
  'de-de': 'produkte',
  'en-gb': 'products',
  'en-us': 'products',
  'es-es': 'productos',
  'fi-fi': 'tuotteet',
  'fr-fr': 'produits',
  'it-it': 'prodotti',
  'nb-no': 'produkter',
  'nl-nl': 'producten',
  'pl-pl': 'produkty',
  'pt-pt': 'produtos',
  'sv-se': 'produkter',
};

/** e.g. /de-de/produkte, /pl-pl/produkty, /en/products (under the /webapp base). */
export function productListingPath(locale: Locale): string {
  return `/${locale}/${PRODUCT_LISTING_WORDS[locale]}`;
}

export const PRODUCT_LISTING_PATHS: { locale: Locale; path: string }[] = LOCALES.map((locale) => ({
  locale,
  path: productListingPath(locale),
}));

/** The locale a localised path belongs to, if it is one. */
export function localeOfPath(path: string): Locale | null {
  return PRODUCT_LISTING_PATHS.find((p) => p.path === path.replace(/\/$/, ''))?.locale ?? null;
}
