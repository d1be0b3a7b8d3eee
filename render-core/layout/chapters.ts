import type { PhotoRef } from '../model/photo';
import { takenAtMs } from '../model/photo';

export interface ChapterRules {
  /** A gap at least this long starts a new chapter. */
  gapHours: number;
  /** A change of place starts a chapter when this much time has passed too. */
  placeGapHours: number;
}

export const defaultChapterRules: ChapterRules = { gapHours: 12, placeGapHours: 2 };

/**
 * Photos by capture time; undated photos keep their given order at the end. The sort is stable and
 * breaks ties by id so the same pile always gives the same book.
 */
export function orderByTime<T extends Pick<PhotoRef, 'id' | 'takenAt'>>(photos: readonly T[]): T[] {
  const keyed = photos.map((photo, index) => ({ photo, index, t: takenAtMs(photo) }));
  keyed.sort((a, b) => {
    if (a.t === null || b.t === null) return a.t === null ? (b.t === null ? a.index - b.index : 1) : -1;
    return a.t - b.t || (a.photo.id < b.photo.id ? -1 : a.photo.id > b.photo.id ? 1 : 0);
  });
  return keyed.map((k) => k.photo);
}

/** Splits time-ordered photos into chapters at long gaps and changes of place. */
export function splitChapters<T extends Pick<PhotoRef, 'takenAt' | 'place'>>(
  ordered: readonly T[],
  rules: ChapterRules = defaultChapterRules,
): T[][] {
  const chapters: T[][] = [];
  let current: T[] = [];
  let lastTime: number | null = null;
  let lastPlace: string | null = null;
  for (const photo of ordered) {
    const t = takenAtMs(photo);
    if (current.length > 0 && t !== null && lastTime !== null) {
      const hours = (t - lastTime) / 3_600_000;
      const moved = photo.place !== null && lastPlace !== null && photo.place !== lastPlace;
      if (hours >= rules.gapHours || (moved && hours >= rules.placeGapHours)) {
        chapters.push(current);
        current = [];
      }
    }
    current.push(photo);
    if (t !== null) lastTime = t;
    if (photo.place !== null) lastPlace = photo.place;
  }
  if (current.length > 0) chapters.push(current);
  return chapters;
}

/** Joins the closest neighbours until there are at most `max` chapters (a chapter needs a page). */
export function limitChapters<T>(chapters: T[][], max: number): T[][] {
  const out = chapters.map((c) => [...c]);
  while (out.length > Math.max(1, max)) {
    let best = 0;
    for (let i = 1; i < out.length - 1; i++) {
      if (out[i]!.length + out[i + 1]!.length < out[best]!.length + out[best + 1]!.length) best = i;
    }
    out.splice(best, 2, [...out[best]!, ...out[best + 1]!]);
  }
  return out;
}
