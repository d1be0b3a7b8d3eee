import { holidaysFor } from '../events/holidays';

export interface CaptionPhoto {
  takenAt: string | null;
  place: string | null;
  people: string[];
}

export interface CaptionRequestItem {
  /** A page id or a photo id: the suggestions come back under it. */
  key: string;
  photos: CaptionPhoto[];
}

export interface CaptionContext {
  /** BCP 47 language tag for dates and lists, e.g. en-GB, de-DE. */
  locale: string;
  /** Two-letter country for public holidays; none means no holidays. */
  country: string | null;
  /** The user's own calendar events (YYYY-MM-DD). */
  events: { date: string; label: string }[];
}

export interface CaptionSuggestion {
  key: string;
  captions: string[];
}

const day = (iso: string) => iso.slice(0, 10);

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  let n = 0;
  for (const [v, c] of counts) if (c > n) [best, n] = [v, c];
  return best;
}

function dateText(dates: string[], locale: string): string | null {
  if (dates.length === 0) return null;
  const sorted = [...dates].sort();
  const first = new Date(`${day(sorted[0]!)}T12:00:00Z`);
  const last = new Date(`${day(sorted.at(-1)!)}T12:00:00Z`);
  const sameDay = day(sorted[0]!) === day(sorted.at(-1)!);
  const spanDays = (last.getTime() - first.getTime()) / 86_400_000;
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    ...(spanDays > 20
      ? { month: 'long', year: 'numeric' }
      : { day: 'numeric', month: 'long', year: 'numeric' }),
  });
  return sameDay ? format.format(first) : format.formatRange(first, last);
}

const lookups = new WeakMap<CaptionContext, (date: string) => string | null>();

/**
 * The user's own event or the public holiday on a day (YYYY-MM-DD), if any. One per request's
 * context: the facts and the local captions of one request share its holiday tables.
 */
function holidayLookup(context: CaptionContext): (date: string) => string | null {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = newHolidayLookup(context);
    lookups.set(context, lookup);
  }
  return lookup;
}

function newHolidayLookup(context: CaptionContext): (date: string) => string | null {
  const language = context.locale.slice(0, 2).toLowerCase();
  const holidays = new Map<number, Map<string, string>>();
  return (date: string): string | null => {
    const own = context.events.find((e) => e.date === date);
    if (own) return own.label;
    if (!context.country) return null;
    const year = Number(date.slice(0, 4));
    let days = holidays.get(year);
    if (!days) {
      days = new Map();
      try {
        for (const h of holidaysFor(context.country, undefined, year, language))
          if (h.type !== 'observance') days.set(h.date, h.label);
      } catch {
        // An unknown country has no holidays to offer.
      }
      holidays.set(year, days);
    }
    return days.get(date) ?? null;
  };
}

export interface CaptionFactsAnswer {
  key: string;
  /** Everyone named on the item's photos. */
  names: string[];
  /** The holiday or the user's own event most of the photos were taken on. */
  event: string | null;
}

/** What the server knows beyond the document (names given in People, holidays): for the app's own suggester. */
export function captionFacts(items: CaptionRequestItem[], context: CaptionContext): CaptionFactsAnswer[] {
  const holidayOn = holidayLookup(context);
  return items.map((item) => ({
    key: item.key,
    names: [...new Set(item.photos.flatMap((p) => p.people))],
    event: mostCommon(
      item.photos.flatMap((p) => (p.takenAt ? [day(p.takenAt)] : [])).flatMap((d) => holidayOn(d) ?? []),
    ),
  }));
}

/**
 * Captions without any outside service: from when the photos were taken, where, who is in them
 * and the holidays or the user's own events on those days. Up to three per item, best first.
 */
export function suggestLocally(items: CaptionRequestItem[], context: CaptionContext): CaptionSuggestion[] {
  const list = new Intl.ListFormat(context.locale, { style: 'long', type: 'conjunction' });
  const holidayOn = holidayLookup(context);

  return items.map((item) => {
    const dates = item.photos.flatMap((p) => (p.takenAt ? [p.takenAt] : []));
    const place = mostCommon(item.photos.flatMap((p) => (p.place ? [p.place] : [])));
    const people = [...new Set(item.photos.flatMap((p) => p.people))].slice(0, 4);
    const when = dateText(dates, context.locale);
    const event = mostCommon(dates.map(day).flatMap((d) => holidayOn(d) ?? []));
    const captions: string[] = [];
    const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');
    if (event) captions.push(join(event, place));
    if (people.length > 0) captions.push(join(list.format(people), place));
    if (place || when) captions.push(join(place, when));
    return { key: item.key, captions: [...new Set(captions.filter(Boolean))].slice(0, 3) };
  });
}
