import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { catalogLanguage, type Locale, LOCALE_CURRENCY, LOCALES, languageTag } from '../schema/locales';
import { type SiteContext, SiteProvider } from '../site/context';
import { type Assets, type Head, Layout } from '../site/Layout';
import { localisePath } from '../site/paths';
import type { SiteCatalog } from './catalog';

export type Resources = Record<Locale, Record<string, unknown>>;

export function readResources(dir: string): Resources {
  return Object.fromEntries(
    LOCALES.map((l) => [
      l,
      JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8')) as Record<string, unknown>,
    ]),
  ) as Resources;
}

/** A `t` for one locale; en-gb and en-us fall back to en. Missing keys fail the build. */
export async function translator(locale: Locale, resources: Resources): Promise<TFunction> {
  const instance = i18next.createInstance();
  const missing: string[] = [];
  await instance.init({
    lng: locale,
    lowerCaseLng: true,
    // Only en-gb and en-us may lean on en; every other locale must have every key itself.
    fallbackLng: locale === 'en-gb' || locale === 'en-us' ? 'en' : false,
    resources: { [locale]: { translation: resources[locale] }, en: { translation: resources.en } },
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      missing.push(key);
    },
  });
  const t = ((key: string, options?: Record<string, unknown>) => {
    const value = instance.t(key, options);
    if (missing.length > 0 && !(options && 'defaultValue' in options)) {
      throw new Error(`marketing/i18n/${locale}.json: ${missing.join(', ')}: missing translation`);
    }
    missing.length = 0;
    return value;
  }) as TFunction;
  return t;
}

export function siteContext(locale: Locale, t: TFunction, catalog: SiteCatalog): SiteContext {
  const lang = languageTag(locale);
  // The default locale is British English (SPEC §9: en-GB, GBP): dates read "14 March 2026".
  const formats = locale === 'en' ? 'en-GB' : lang;
  const money = new Intl.NumberFormat(formats, { style: 'currency', currency: LOCALE_CURRENCY[locale] });
  const dates = new Intl.DateTimeFormat(formats, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    locale,
    lang,
    catalogLang: catalogLanguage(locale),
    t,
    link: (path) => localisePath(locale, path),
    price: (minor) => money.format(minor / 100),
    date: (iso) => dates.format(new Date(`${iso}T00:00:00Z`)),
    catalog,
  };
}

export function renderDocument(ctx: SiteContext, head: Head, body: ReactElement, assets: Assets): string {
  return `<!doctype html>${renderToStaticMarkup(
    <SiteProvider value={ctx}>
      <Layout head={head} assets={assets}>
        {body}
      </Layout>
    </SiteProvider>,
  )}`;
}
