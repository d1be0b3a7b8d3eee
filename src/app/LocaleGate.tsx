import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Locale } from '../i18n/locales';
import { Loading } from '../ui/Status';
import { preferences, setLocale } from './preferences';

/** A localised path (/de-de/produkte) switches the interface to its locale, then shows the page. */
export function LocaleGate({ locale, children }: { locale: Locale; children: ReactNode }) {
  const prefs = useSnapshot(preferences);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (preferences.locale !== locale) setLocale(locale);
  }, [locale]);
  if (prefs.locale !== locale || i18n.language !== locale) return <Loading />;
  return <>{children}</>;
}
