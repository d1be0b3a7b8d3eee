import i18next from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { usePageViews } from '../analytics/usePageViews';
import { setExperimentUrl } from '../flags/growthbook';
import { bcp47 } from '../i18n/locales';
import { resetTheme, theme } from '../ui/theme';
import { localeOfPath } from './localised-paths';
import { preferences } from './preferences';

const pageViewLocale = (route: string) => localeOfPath(route) ?? preferences.locale;

/** What follows every navigation and preference change: page views, theme reset, language, title. */
export function ShellEffects() {
  const [location] = useLocation();
  const { t, i18n } = useTranslation();
  const prefs = useSnapshot(preferences);
  const themeNow = useSnapshot(theme);

  usePageViews(pageViewLocale);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger.
  useEffect(() => {
    resetTheme();
    setExperimentUrl(window.location.href);
  }, [location]);

  useEffect(() => {
    document.documentElement.dataset.theme = themeNow.mode;
    document.documentElement.dataset.navTheme = themeNow.nav;
  }, [themeNow.mode, themeNow.nav]);

  useEffect(() => {
    if (i18next.language !== prefs.locale) void i18next.changeLanguage(prefs.locale);
  }, [prefs.locale]);

  useEffect(() => {
    document.documentElement.lang = bcp47(i18n.language);
    document.title = t('defaultTitle');
  }, [i18n.language, t]);

  return null;
}
