import type { Place } from '../../contract/api/places';

/** A lookup asked of the place thread (place-worker.ts); `n` pairs it with its answer. */
export interface ToPlaceThread {
  n: number;
  points: { lat: number; lon: number }[];
}

export type FromPlaceThread = { n: number; places: (Place | null)[] } | { n: number; error: string };
