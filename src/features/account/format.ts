import { bcp47 } from '../../i18n/locales';

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'long' }).format(new Date(iso));
}
