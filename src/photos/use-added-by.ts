import { useEffect, useState } from 'react';
import { callApi } from '../api/client';

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Who added which photo to a shared design (GET /print/collab/photos): photo id → their name. Asked
 * once when the tray opens and again whenever the design's photo count changes (new photos came,
 * from this device or in someone else's batch); nothing is asked for a design that is not shared.
 * A failed ask leaves the photos unmarked: the mark is a courtesy, never in the way.
 */
export function useAddedBy(printId: string | null, shared: boolean, photoCount: number) {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: photoCount asks again when photos arrive.
  useEffect(() => {
    if (!shared || printId === null) return;
    let live = true;
    callApi('GET /print/collab/photos', { query: { printId } })
      .then(({ photos }) => {
        if (live) setNames(new Map(photos.map((p) => [p.photoId, p.name])));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [printId, shared, photoCount]);
  return shared ? names : NONE;
}
