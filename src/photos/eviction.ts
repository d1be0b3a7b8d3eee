import type { LocalPhoto } from './types';

export interface StorageEstimateLike {
  usage?: number;
  quota?: number;
}

/** Free space we keep beyond what a new photo needs, so the browser never evicts the whole origin. */
export const STORAGE_HEADROOM = 50 * 1024 * 1024;

/** Whether `needed` more bytes would eat into the headroom (false without an estimate). */
export function spaceShort(estimate: StorageEstimateLike, needed: number): boolean {
  if (estimate.quota === undefined || estimate.usage === undefined) return false;
  return estimate.quota - estimate.usage - STORAGE_HEADROOM < needed;
}

/** Whether a photo's original may be dropped: the server holds it and it is still on the device. */
export function evictable(photo: LocalPhoto): boolean {
  return photo.upload.status === 'done' && photo.upload.serverStatus === 'ready' && !photo.originalEvicted;
}

/**
 * An eviction walked over candidates in the order they should go (the library's eviction index):
 * `take` counts a photo's original as freed, `enough` says when `needed` more bytes fit. Without an
 * estimate nothing is ever needed.
 */
export function planEvictionInOrder(estimate: StorageEstimateLike, needed: number) {
  const known = estimate.quota !== undefined && estimate.usage !== undefined;
  let free = known ? (estimate.quota ?? 0) - (estimate.usage ?? 0) - STORAGE_HEADROOM : 0;
  return {
    enough: () => !known || free >= needed,
    take(photo: Pick<LocalPhoto, 'bytes'>) {
      free += photo.bytes;
    },
  };
}

/**
 * Which uploaded originals to drop so `needed` more bytes fit: oldest first, only originals the
 * server already holds (renditions are never dropped). Empty when there is room or no estimate.
 */
export function planEviction(
  photos: readonly LocalPhoto[],
  estimate: StorageEstimateLike,
  needed: number,
): string[] {
  const plan = planEvictionInOrder(estimate, needed);
  const out: string[] = [];
  for (const photo of photos.filter(evictable).sort((a, b) => a.addedAt - b.addedAt)) {
    if (plan.enough()) break;
    plan.take(photo);
    out.push(photo.id);
  }
  return out;
}
