import Holidays from 'date-holidays';

export interface CalendarEvent {
  /** YYYY-MM-DD. */
  date: string;
  label: string;
  type: 'public' | 'bank' | 'observance';
}

/** Countries whose public holidays differ by region but which we serve without one. */
export const DEFAULT_REGION: Record<string, string> = {
  // Without a region, date-holidays leaves out England's summer bank holiday.
  GB: 'ENG',
};

/** The public, bank and observance days of a country (and region) in a year, named in `language`. */
export function holidaysFor(
  country: string,
  region: string | undefined,
  year: number,
  language: string,
): CalendarEvent[] {
  const upper = country.toUpperCase();
  const where = new Holidays(upper, region ?? DEFAULT_REGION[upper] ?? '', { languages: [language, 'en'] });
  const days = where.getHolidays(year, language) || [];
  const seen = new Set<string>();
  const out: CalendarEvent[] = [];
  for (const day of days) {
    if (day.type !== 'public' && day.type !== 'bank' && day.type !== 'observance') continue;
    const date = day.date.slice(0, 10);
    const key = `${date}|${day.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ date, label: day.name, type: day.type });
  }
  return out;
}

/** Whether date-holidays knows the country (and the region, when one is given). */
export function knownPlace(country: string, region?: string): boolean {
  const h = new Holidays();
  const countries = h.getCountries() as Record<string, string>;
  if (!countries[country.toUpperCase()]) return false;
  if (!region) return true;
  const regions = (h.getStates(country.toUpperCase()) ?? {}) as Record<string, string>;
  return region.toUpperCase() in regions;
}

/** The two-letter codes of every country date-holidays knows, sorted. */
export function holidayCountries(): string[] {
  return Object.keys(new Holidays().getCountries() as Record<string, string>).sort();
}

/** A country's regions with their names (in `language` where date-holidays has it), by name. */
export function regionsOf(country: string, language: string): { code: string; name: string }[] {
  const states = (new Holidays().getStates(country.toUpperCase(), language) ?? {}) as Record<string, string>;
  return Object.entries(states)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
