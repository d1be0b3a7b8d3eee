// The calendar events sheet's pure parts: which days a calendar shows, how its days and countries
// read in the user's language, and which holidays it can still take.

export interface Holiday {
  date: string;
  label: string;
  type: string;
}

/** The first and last day of the twelve months a calendar starting at `startMonth` shows. */
export function calendarSpan(startMonth: string, months = 12): { first: string; last: string } {
  const [year, month] = startMonth.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month - 1 + months, 0));
  return { first: `${startMonth}-01`, last: last.toISOString().slice(0, 10) };
}

/** An ISO day (`2027-03-01`) as the language writes it, the same day in every time zone. */
export function dayFormatter(language: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (iso) => format.format(new Date(`${iso}T12:00:00Z`));
}

/** The countries to choose from by name in the language, the chosen one among them even if unlisted. */
export function countryOptions(
  countries: readonly string[],
  chosen: string,
  language: string,
): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return (countries.includes(chosen) ? countries : [chosen, ...countries])
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * The holidays the calendar does not have yet, one per day. A day that already has an event keeps
 * it: the user's own events are never overwritten.
 */
export function missingHolidays(
  holidays: readonly Holiday[],
  events: readonly { date: string }[],
): Holiday[] {
  const taken = new Set(events.map((e) => e.date));
  return holidays.filter((h) => !taken.has(h.date) && taken.add(h.date));
}
