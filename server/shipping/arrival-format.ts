/** A locale tag as the app writes it (de-de) in BCP 47 (de-DE); plain `en` is British English. */
const bcp47 = (locale: string) => {
  const [lang, region] = locale.toLowerCase().split('-');
  return region ? `${lang}-${region.toUpperCase()}` : lang === 'en' ? 'en-GB' : (lang ?? 'en-GB');
};

const dayOf = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);

/**
 * A delivery window in the customer's words and calendar (issue 53: e-mails showed
 * "2026-12-04 – 2026-12-04"): one day when the window is a day, else a range, as dates.
 */
export function formatArrival(window: { earliest: string; latest: string }, locale: string): string {
  const format = new Intl.DateTimeFormat(bcp47(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (window.earliest === window.latest) return format.format(dayOf(window.earliest));
  return format.formatRange(dayOf(window.earliest), dayOf(window.latest));
}

export function formatMoneyIn(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(bcp47(locale), { style: 'currency', currency }).format(minor / 100);
}
