import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookDocument } from '../../../../render-core';
import { pagesOfSpread } from '../modals/find';

/** The year and month (1-12) of calendar page `index`, counted from the start month. */
export function monthOfPage(startMonth: string, index: number): { year: number; month: number } {
  const [year, month] = startMonth.split('-').map(Number) as [number, number];
  const zeroBased = month - 1 + index;
  return { year: year + Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
}

/**
 * What the canvas draws on a calendar's month pages, in words: the month and its events, for
 * screen readers (the grid itself is pixels).
 */
export const CalendarMonths = memo(CalendarMonthsOf, (a, b) => {
  const [x, y] = [a.document, b.document];
  // A book or a print has no months: nothing to render again for any edit.
  if (!x.calendar && !y.calendar) return true;
  // The months follow the calendar, the spread and how many pages there are; not a photo's crop.
  return (
    x.calendar === y.calendar &&
    a.spread === b.spread &&
    x.pages.length === y.pages.length &&
    !!x.cover === !!y.cover
  );
});

function CalendarMonthsOf({ document: doc, spread }: { document: BookDocument; spread: number }) {
  const { t, i18n } = useTranslation('editor');
  const calendar = doc.calendar;
  if (!calendar) return null;
  const indexes = pagesOfSpread(doc, spread).flatMap(({ ref }) => (ref === 'cover' ? [] : [ref]));
  if (indexes.length === 0) return null;
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayName = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <ul className="visually-hidden" aria-label={t('calendarPage.months')}>
      {indexes.map((index) => {
        const { year, month } = monthOfPage(calendar.startMonth, index);
        const key = `${year}-${String(month).padStart(2, '0')}`;
        const name = monthName.format(new Date(Date.UTC(year, month - 1, 1)));
        const events = calendar.events.filter((e) => e.date.startsWith(key));
        return (
          <li key={key}>
            {name}
            {events.length > 0 && (
              <ul aria-label={t('calendarPage.events', { month: name })}>
                {events.map((e) => (
                  <li key={e.date}>
                    {t('calendarPage.event', {
                      day: dayName.format(new Date(`${e.date}T12:00:00Z`)),
                      label: e.label,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
