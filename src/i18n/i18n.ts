import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json';

export const DEFAULT_LOCALE = 'en';

/** i18next for the app: default en, no detection, default namespace common, missing keys logged. */
export async function initI18n(locale: string = DEFAULT_LOCALE) {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: 'common',
    ns: ['common'],
    resources: { en: { common } },
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => {
      console.warn(`Missing translation: ${lngs.join(',')}/${ns}:${key}`);
    },
  });
  return i18next;
}
