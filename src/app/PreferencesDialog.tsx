import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { bcp47, LOCALES, type Locale } from '../i18n/locales';
import { CURRENCIES, type Currency } from '../state/app-state';
import type { ModalContentProps } from '../ui/modals/modal-store';
import { localeOfPath, productListingPath } from './localised-paths';
import { preferences, setCurrency, setLocale } from './preferences';
import { languageName } from './static-first-screen';

export { languageName };

function currencyName(currency: Currency, uiLocale: string): string {
  return new Intl.DisplayNames([bcp47(uiLocale)], { type: 'currency' }).of(currency) ?? currency;
}

/** The language and currency switcher; the choice is kept in cookies and the persisted state. */
export function PreferencesDialog({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation();
  const prefs = useSnapshot(preferences);
  const [location, navigate] = useLocation();
  const languageId = useId();
  const currencyId = useId();

  const chooseLocale = (locale: Locale) => {
    setLocale(locale);
    // On a localised listing, follow the language to its own path.
    if (localeOfPath(location)) navigate(productListingPath(locale));
  };

  return (
    <form
      className="preferences-form"
      onSubmit={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <h2 id={titleId}>{t('preferences.title')}</h2>
      <label htmlFor={languageId}>{t('preferences.language')}</label>
      <select id={languageId} value={prefs.locale} onChange={(e) => chooseLocale(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={bcp47(l)}>
            {languageName(l)}
          </option>
        ))}
      </select>
      <label htmlFor={currencyId}>{t('preferences.currency')}</label>
      <select
        id={currencyId}
        value={prefs.currency}
        onChange={(e) => setCurrency(e.target.value as Currency)}
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c} · {currencyName(c, prefs.locale)}
          </option>
        ))}
      </select>
      <div className="modal-actions">
        <button type="submit" className="button">
          {t('preferences.done')}
        </button>
      </div>
    </form>
  );
}
