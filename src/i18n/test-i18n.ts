import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from './locales';

const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'locales');

export interface TestI18nOptions {
  /** The namespace `t` reads without a prefix; the first of `namespaces` when not given. */
  defaultNS?: string;
  /** More languages to hold (a test that switches language); `lng` and English are always held. */
  locales?: readonly string[];
  /** Bound to react-i18next (for components given it by I18nextProvider); true unless told. */
  react?: boolean;
  /** Only `lng`, never its base language: as the app loads (i18n.ts). */
  currentOnly?: boolean;
}

/**
 * A fresh i18next instance for a unit test, set up as the app sets up its own (i18n.ts: English
 * as the fallback, lower-case language codes, no escaping, no Suspense) with the real
 * translations of `namespaces` read from ./locales for `lng`, English and `options.locales`.
 * A namespace a language has no file for is left out, so i18next falls back to English.
 */
export async function testI18n(
  lng: string,
  namespaces: readonly string[],
  options: TestI18nOptions = {},
): Promise<I18n> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const locale of new Set([DEFAULT_LOCALE, lng, ...(options.locales ?? [])])) {
    for (const ns of namespaces) {
      const file = join(LOCALES_DIR, locale, `${ns}.json`);
      if (!existsSync(file)) continue;
      resources[locale] ??= {};
      resources[locale][ns] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    }
  }
  const i18n = createInstance();
  if (options.react !== false) i18n.use(initReactI18next);
  await i18n.init({
    lng,
    fallbackLng: DEFAULT_LOCALE,
    ...(options.currentOnly ? { load: 'currentOnly' as const } : {}),
    lowerCaseLng: true,
    ns: [...namespaces],
    defaultNS: options.defaultNS ?? namespaces[0],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources,
  });
  return i18n;
}
