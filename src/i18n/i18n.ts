import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Translations live in ./locales/{locale}/{namespace}.json. Each file is its own chunk, loaded
 * the first time a screen asks for that namespace (useTranslation('auth')) in that locale.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`./locales/${language}/${namespace}.json`];
    if (!load) {
      // No file for this language: add no bundle, so i18next waits for the fallback (en) before
      // it calls the namespace ready (an empty bundle would count as loaded and show raw keys).
      callback(null, null);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

/** i18next for the app: default en, no detection, default namespace common, missing keys logged. */
export async function initI18n(locale: Locale = DEFAULT_LOCALE) {
  await i18next
    .use(lazyFiles)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: false,
      load: 'currentOnly',
      lowerCaseLng: true,
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      saveMissing: true,
      missingKeyHandler: (lngs, ns, key) => {
        console.warn(`Missing translation: ${lngs.join(',')}/${ns}:${key}`);
      },
    });
  return i18next;
}

/**
 * Options for useTranslation in components that render on every edit. react-i18next's own default
 * is a new `{}` per call, which makes its snapshot reader new on each render, so React schedules an
 * effect for it every time (about 0.2 ms per call on the editor's canvas).
 */
export const EVERY_RENDER = Object.freeze({});
