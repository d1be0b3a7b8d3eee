import { monthSpan, placesPhrase, readPlace } from '../../../../render-core';

/** What a page's photo tells about itself: when (EXIF, local time), where ("Seville (ES)"), who. */
export interface CaptionPhotoFacts {
  takenAt: string | null;
  place: string | null;
  people: readonly string[];
}

export interface CaptionFacts {
  photos: readonly CaptionPhotoFacts[];
  /** The book's title, for a page whose photos say little of their own. */
  title?: string | null;
  /** The holiday or the customer's own event the photos were taken on ("Summer bank holiday"). */
  event?: string | null;
}

/** i18next's t for the 'captions' namespace (a plain function, so the suggester stays pure). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

type Season = 'spring' | 'summer' | 'autumn' | 'winter';
type Part = 'morning' | 'day' | 'evening' | 'night';

/** Countries south of the equator, where July is winter. */
const SOUTH = new Set(['AR', 'AU', 'BO', 'BR', 'CL', 'NZ', 'PY', 'PE', 'UY', 'ZA', 'NA', 'BW', 'MZ']);
const MAX = 5;
const MIN = 3;

const WHEN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}))?/;

function mostCommon<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  let best: T | null = null;
  let n = 0;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (c > n) [best, n] = [v, c];
  }
  return best;
}

function seasonOf(month: number, south: boolean): Season {
  const north: Season[] = ['winter', 'winter', 'spring', 'spring', 'spring', 'summer'];
  const all: Season[] = [...north, 'summer', 'summer', 'autumn', 'autumn', 'autumn', 'winter'];
  const season = all[month]!;
  if (!south) return season;
  return ({ spring: 'autumn', summer: 'winter', autumn: 'spring', winter: 'summer' } as const)[season];
}

/** The part of the day by the clock on the photo (local to where it was taken). */
function partOf(hour: number): Part {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 17) return 'day';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

const capital = (s: string, locale: string) => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);

/**
 * Caption ideas for a page, in the customer's language, composed from what its photos know: the
 * place, the month and season, the time of day, a weekday or weekend trip, the people named on
 * them and the book's title. Never a date alone; a page whose photos know nothing still gets
 * ideas. Three to five, best first.
 */
export function suggestCaptions(facts: CaptionFacts, t: Translate, locale: string): string[] {
  const photos = facts.photos;
  const dated = photos.flatMap((p) => {
    const m = p.takenAt ? WHEN.exec(p.takenAt) : null;
    if (!m) return [];
    const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    return [{ day, month: Number(m[2]) - 1, year: Number(m[1]), hour: m[4] ? Number(m[4]) : null }];
  });
  const place = placesPhrase(photos, locale) || null;
  const countries = photos.flatMap((p) => (p.place ? [readPlace(p.place).country] : []));
  const south = SOUTH.has(mostCommon(countries) ?? '');
  const month = dated.length > 0 ? monthSpan(photos, locale) : null;
  const first = dated.length > 0 ? dated.reduce((a, b) => (b.day < a.day ? b : a)) : null;
  const season = first ? seasonOf(first.month, south) : null;
  const hours = dated.flatMap((d) => (d.hour === null ? [] : [partOf(d.hour)]));
  const part = mostCommon(hours) ?? 'day';
  const moment = season ? t(`moments.${season}_${part}`) : null;
  const people = [...new Set(photos.flatMap((p) => p.people.map((n) => n.trim()).filter(Boolean)))];
  const named = people.slice(0, 3);
  const list = named.length > 0 ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(named) : null;

  const days = [...new Set(dated.map((d) => d.day))].sort((a, b) => a - b);
  const span = days.length > 0 ? (days.at(-1)! - days[0]!) / 86_400_000 : null;
  const weekdays = days.map((d) => new Date(d).getUTCDay());
  const weekend =
    span !== null && span >= 1 && span <= 2 && weekdays.every((w) => w === 0 || w === 5 || w === 6);
  const weekday =
    span === 0
      ? new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(days[0]!)
      : null;

  const ideas: (string | null)[] = [];
  const event = facts.event?.trim();
  if (event) ideas.push(place ? t('eventPlace', { event, place }) : event);
  if (place) {
    if (list) ideas.push(t('peoplePlace', { people: list, place }));
    if (moment) ideas.push(t('momentPlace', { moment, place }));
    if (month) ideas.push(t('placeMonth', { place, month }));
    if (weekend) ideas.push(t('weekendPlace', { place }));
    else if (weekday) ideas.push(t('weekdayPlace', { weekday, place }));
  } else if (month && moment) {
    if (list) ideas.push(t('peopleMonth', { people: list, month }));
    ideas.push(t('momentMonth', { moment, month }));
  }
  if (list) ideas.push(t('together', { people: list, count: named.length }));
  if (season && first) ideas.push(t(`seasonYears.${season}`, { year: first.year }));
  const title = facts.title?.trim();
  if (title && title !== place) ideas.push(title);
  for (const key of ['generic.remember', 'generic.goodTimes', 'generic.bestDays']) {
    if (ideas.filter(Boolean).length >= MIN) break;
    ideas.push(t(key));
  }
  const unique = [...new Set(ideas.flatMap((s) => (s ? [capital(s.trim(), locale)] : [])))];
  return unique.slice(0, MAX);
}
