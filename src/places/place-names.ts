import i18next from 'i18next';
import { placeLabel } from '../../render-core';
import { callApi } from '../api/client';
import { bcp47 } from '../i18n/locales';

/** What a photo needs for its place: its id and the position the device read from its header. */
export interface Positioned {
  id: string;
  gps: { latitude: number; longitude: number } | null;
}

/** The server answers up to this many positions a call. */
const MAX_POINTS = 1000;
/**
 * Positions are asked and remembered at about 100 m: a burst of shots in one square is one
 * question, and no town name changes within it.
 */
const key = (gps: { latitude: number; longitude: number }) =>
  `${gps.latitude.toFixed(3)},${gps.longitude.toFixed(3)}`;

/** Answers so far, by position: a place label, or null where no town lies near. */
const known = new Map<string, Promise<string | null>>();
/** The answers that have come, for layouts that cannot wait. */
const answered = new Map<string, string | null>();

/**
 * Place labels ("San Sebastián (ES)") for the photos that have a position, by photo id: one call
 * to our own server (POST /places/lookup) for every position not asked before, never one per
 * photo. A failed call is forgotten, so the next pick asks again.
 */
export function lookupPlaces(photos: readonly Positioned[]): Promise<Map<string, string>> {
  const fresh = new Map<string, { latitude: number; longitude: number }>();
  for (const p of photos) {
    if (p.gps && !known.has(key(p.gps)) && !fresh.has(key(p.gps))) fresh.set(key(p.gps), p.gps);
  }
  const keys = [...fresh.keys()];
  for (let at = 0; at < keys.length; at += MAX_POINTS) {
    const batch = keys.slice(at, at + MAX_POINTS);
    const answer = callApi('POST /places/lookup', {
      body: { points: batch.map((k) => ({ lat: fresh.get(k)!.latitude, lon: fresh.get(k)!.longitude })) },
    });
    batch.forEach((k, i) => {
      const label = answer.then(({ places }) => {
        const place = places[i];
        return place ? placeLabel(place.name, place.country) : null;
      });
      label.then(
        (place) => answered.set(k, place),
        () => known.delete(k),
      );
      known.set(k, label);
    });
  }
  return Promise.all(
    photos.map(async (p) => [p.id, p.gps ? await known.get(key(p.gps))! : null] as const),
  ).then((pairs) => new Map(pairs.flatMap(([id, label]) => (label ? [[id, label] as const] : []))));
}

/**
 * The places known within `waitMs`: the first draft waits that long at most, and what comes later
 * renames its titles (withPlaces). Empty when the lookup fails or is slower.
 */
export function placesWithin(photos: readonly Positioned[], waitMs: number): Promise<Map<string, string>> {
  if (!photos.some((p) => p.gps)) return Promise.resolve(new Map());
  const lookup = lookupPlaces(photos).catch(() => new Map<string, string>());
  const late = new Promise<Map<string, string>>((resolve) => setTimeout(() => resolve(new Map()), waitMs));
  return Promise.race([lookup, late]);
}

/** The customer's language for titles; the app's "en" is British English. */
export function titleLocale(language = i18next.language ?? 'en'): string {
  return language === 'en' ? 'en-GB' : bcp47(language);
}

/** A photo's place label if its position has been answered already; null otherwise. */
export function knownPlace(photo: Positioned): string | null {
  return photo.gps ? (answered.get(key(photo.gps)) ?? null) : null;
}

/** Says which of these photos' places are known now: a layout of them is due again when it changes. */
export function knownPlacesKey(photos: readonly Positioned[]): string {
  return photos.map((p) => (knownPlace(p) === null ? 0 : 1)).join('');
}
