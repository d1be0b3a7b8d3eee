import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { SiteCatalog } from '../build/catalog';
import type { Locale } from '../schema/locales';

/** What every template and block needs to render one page in one locale. */
export interface SiteContext {
  locale: Locale;
  /** BCP 47 tag, e.g. de-DE. */
  lang: string;
  /** The catalog's language code for names (en, de, nb, ...). */
  catalogLang: string;
  t: TFunction;
  /** A site path (without locale) in this locale: /about/ -> /de-de/about/. /webapp paths pass through. */
  link(path: string): string;
  /** Minor units of this locale's currency, formatted. */
  price(minor: number): string;
  date(isoDate: string): string;
  catalog: SiteCatalog;
}

const Ctx = createContext<SiteContext | null>(null);
export const SiteProvider = Ctx.Provider;

export function useSite(): SiteContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useSite() outside a SiteProvider');
  return ctx;
}
