import { useTranslation } from 'react-i18next';
import { bcp47 } from '../../src/i18n/locales';
import { formatMoney } from '../../src/ui/format';

/** Formats minor units in the interface's locale. */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = bcp47(i18n.language);
  return (minor: number, currency: string) => formatMoney({ amount: minor, currency }, locale);
}

export function useDates() {
  const { i18n } = useTranslation();
  const locale = bcp47(i18n.language);
  return {
    day: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}
