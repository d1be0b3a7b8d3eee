import { useEffect, useState } from 'react';
import { lookupPlaces, type Positioned } from './place-names';

/**
 * Asks our server for the places of a pick once every header is read (`settled`): one call for
 * the whole pick. Answers how many photos have a place so far, changing when the names arrive, so
 * the first draft, laid out without waiting, is laid out again with its titles named.
 */
export function usePlaceLookup(photos: readonly Positioned[], settled: boolean): number {
  const [named, setNamed] = useState(0);
  const ids = photos.map((p) => p.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` stands for `photos`.
  useEffect(() => {
    if (!settled || !photos.some((p) => p.gps)) return;
    let live = true;
    lookupPlaces(photos).then(
      (places) => live && setNamed(places.size),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [ids, settled]);
  return named;
}
