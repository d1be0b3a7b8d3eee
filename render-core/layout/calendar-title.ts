import type { PhotoRef } from '../model/photo';
import { monthAt } from '../scene/calendar-grid';

/**
 * The years a calendar's months fall in, as its cover shows them: "2027" for January to
 * December, "2026–2027" for a calendar starting in September.
 */
export function calendarYears(startMonth: string, months: number): string {
  const first = monthAt(startMonth, 0).year;
  const last = monthAt(startMonth, Math.max(1, months) - 1).year;
  return first === last ? `${first}` : `${first}–${last}`;
}

/** A calendar's title: the photos' most frequent place and the calendar's own year(s), never the photos'. */
export function calendarTitle(placeOfPhotos: string, startMonth: string, months: number): string {
  return [placeOfPhotos, calendarYears(startMonth, months)].filter(Boolean).join(' ');
}

/** The most frequent place among the photos, without a trailing country code ("Bilbao (ES)"). */
export function mainPlace(photos: readonly PhotoRef[]): string {
  const counts = new Map<string, number>();
  for (const p of photos) if (p.place) counts.set(p.place, (counts.get(p.place) ?? 0) + 1);
  let place = '';
  let best = 0;
  for (const [name, n] of counts) if (n > best) [place, best] = [name, n];
  return place.replace(/\s*\([A-Z]{2}\)$/, '');
}

/**
 * A title after the calendar's start moved: the old year(s) in it become the new ones, so a cover
 * reading "Bilbao 2026" reads "Bilbao 2027" once the calendar starts in 2027. A title without
 * the old year(s) (the customer's own words) is left as it is.
 */
export function moveTitleYears(text: string, before: string, after: string): string {
  if (before === after || !text.includes(before)) return text;
  return text.split(before).join(after);
}
