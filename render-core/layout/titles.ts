import type { BookDocument } from '../model/document';
import type { PhotoRef } from '../model/photo';
import { calendarTitle, mainPlace } from './calendar-title';

/** The template of a chapter's title page (./templates). */
export const CHAPTER_TITLE_TEMPLATE = 'chapter-title';

/**
 * Titles from where and when the photos were taken, in the customer's language: the book's
 * ("San Sebastián, July 2026", "Lisbon & Porto, June – July 2026", "Spain, July 2026") and each
 * chapter's ("Bilbao, 3 – 4 July"). Town names come as the place data spells them (one name per
 * town); countries and dates are the locale's own words (Intl).
 */

/** A photo's place as the document keeps it: the town and its ISO country code, "Bilbao (ES)". */
export function placeLabel(name: string, country: string | null): string {
  return country ? `${name} (${country})` : name;
}

const LABEL = /^(.*?)\s*\(([A-Z]{2})\)$/;

/** The town and country of a place label; a label without a code (older documents) has no country. */
export function readPlace(label: string): { name: string; country: string | null } {
  const match = LABEL.exec(label);
  return match ? { name: match[1]!, country: match[2]! } : { name: label, country: null };
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const all = { ...options, timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(locale, all);
  } catch {
    return new Intl.DateTimeFormat('en-GB', all);
  }
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en-GB'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The capture dates as written on the photo (local to where it was taken), as UTC midnights. */
function captureDays(photos: readonly Pick<PhotoRef, 'takenAt'>[]): number[] {
  return photos
    .flatMap((p) => {
      const m = p.takenAt ? /^(\d{4})-(\d{2})-(\d{2})/.exec(p.takenAt) : null;
      return m ? [Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))] : [];
    })
    .sort((a, b) => a - b);
}

/**
 * Where the photos were taken, for a title: one or two towns by name in the order they were
 * visited, more towns in one or two countries by the countries' names, and otherwise the town
 * most photos were taken in. Empty when no photo has a place.
 */
export function placesPhrase(photos: readonly Pick<PhotoRef, 'place'>[], locale: string): string {
  const towns = new Map<string, { count: number; country: string | null }>();
  for (const p of photos) {
    if (!p.place) continue;
    const { name, country } = readPlace(p.place);
    const seen = towns.get(name);
    if (seen) seen.count += 1;
    else towns.set(name, { count: 1, country });
  }
  const names = [...towns.keys()];
  if (names.length <= 2) return names.join(' & ');
  const countries = [...new Set([...towns.values()].map((t) => t.country))];
  if (countries.length <= 2 && countries.every((c) => c !== null)) {
    return countries.map((c) => countryName(c!, locale)).join(' & ');
  }
  let best = names[0]!;
  for (const name of names) if (towns.get(name)!.count > towns.get(best)!.count) best = name;
  return best;
}

/** The months the photos span: "July 2026", "June – July 2026", "2025–2027" beyond a year. */
export function monthSpan(photos: readonly Pick<PhotoRef, 'takenAt'>[], locale: string): string {
  const days = captureDays(photos);
  if (days.length === 0) return '';
  const first = new Date(days[0]!);
  const last = new Date(days.at(-1)!);
  const months =
    (last.getUTCFullYear() - first.getUTCFullYear()) * 12 + last.getUTCMonth() - first.getUTCMonth();
  if (months >= 12) return `${first.getUTCFullYear()}–${last.getUTCFullYear()}`;
  const format = formatter(locale, { month: 'long', year: 'numeric' });
  const start = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1);
  const end = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1);
  return months === 0 ? format.format(start) : format.formatRange(start, end);
}

/** The days a chapter spans, without the year the book's title gives: "5 July", "3 – 4 July". */
export function daySpan(photos: readonly Pick<PhotoRef, 'takenAt'>[], locale: string): string {
  const days = captureDays(photos);
  if (days.length === 0) return '';
  const format = formatter(locale, { day: 'numeric', month: 'long' });
  const first = days[0]!;
  const last = days.at(-1)!;
  return first === last ? format.format(first) : format.formatRange(first, last);
}

/** Dates standing alone start with a capital ("Juillet 2026"); after a place they read as written. */
function join(place: string, when: string, locale: string): string {
  if (place) return [place, when].filter(Boolean).join(', ');
  return when.charAt(0).toLocaleUpperCase(locale) + when.slice(1);
}

/** The book's suggested title: its places and the months it spans. */
export function suggestTitle(
  photos: readonly Pick<PhotoRef, 'place' | 'takenAt'>[],
  locale = 'en-GB',
): string {
  return join(placesPhrase(photos, locale), monthSpan(photos, locale), locale);
}

/** A chapter's title: its places and the days it spans. */
export function chapterTitle(
  photos: readonly Pick<PhotoRef, 'place' | 'takenAt'>[],
  locale = 'en-GB',
): string {
  return join(placesPhrase(photos, locale), daySpan(photos, locale), locale);
}

type ChapteredDocument = Pick<BookDocument, 'photos' | 'pages'>;

/** Each chapter's photos, by the chapter number the layout gave its pages. */
export function photosByChapter(doc: ChapteredDocument): Map<number, PhotoRef[]> {
  const byId = new Map(doc.photos.map((p) => [p.id, p]));
  const chapters = new Map<number, PhotoRef[]>();
  for (const page of doc.pages) {
    const list = chapters.get(page.chapter) ?? [];
    for (const f of page.frames) {
      const photo = f.kind === 'photo' && f.photoId !== null ? byId.get(f.photoId) : undefined;
      if (photo) list.push(photo);
    }
    chapters.set(page.chapter, list);
  }
  return chapters;
}

/** The locale the auto-layout titles in when the caller gives none (autoLayoutOptionsSchema). */
const LAYOUT_LOCALE = 'en-GB';

/**
 * The document once its photos' places are known (`places`: photo id to place label), with the
 * titles renamed in `locale`: the book's and the cover's, and each chapter title page's, but only
 * where the text is still the one suggested before, in `locale` or in the layout's default (a
 * title the customer typed stays). Pure; the same document when nothing changes.
 */
export function withPlaces(
  doc: BookDocument,
  places: ReadonlyMap<string, string>,
  locale: string,
): BookDocument {
  if (!doc.photos.some((p) => places.has(p.id) && places.get(p.id) !== p.place)) return doc;
  const photos = doc.photos.map((p) => (places.has(p.id) ? { ...p, place: places.get(p.id)! } : p));
  const named = { ...doc, photos };
  const rename = (text: string, title: (locale: string) => string) =>
    text === title(locale) || text === title(LAYOUT_LOCALE) ? null : text;
  const chaptersBefore = photosByChapter(doc);
  const chaptersAfter = photosByChapter(named);
  const pages = doc.pages.map((page) => {
    if (page.template !== CHAPTER_TITLE_TEMPLATE) return page;
    const before = chaptersBefore.get(page.chapter) ?? [];
    const after = chapterTitle(chaptersAfter.get(page.chapter) ?? [], locale);
    return {
      ...page,
      frames: page.frames.map((f) =>
        f.kind === 'text' && f.role === 'chapter'
          ? { ...f, text: rename(f.text, (l) => chapterTitle(before, l)) ?? after }
          : f,
      ),
    };
  });
  // A calendar's title names the photos' place and its own years (./calendar-title), in no language.
  const calendar = doc.calendar;
  const months = Math.max(1, doc.product.pages.min - 1);
  const suggested = (of: readonly PhotoRef[], l: string) =>
    calendar ? calendarTitle(mainPlace(of), calendar.startMonth, months) : suggestTitle(of, l);
  const typed = doc.kind === 'print' || rename(doc.title, (l) => suggested(doc.photos, l)) !== null;
  if (typed) return { ...named, pages };
  const title = suggested(photos, locale);
  const cover = doc.cover && {
    ...doc.cover,
    frames: doc.cover.frames.map((f) =>
      f.kind === 'text' && f.role === 'title' && f.text === doc.title ? { ...f, text: title } : f,
    ),
  };
  return { ...named, pages, cover, title };
}
