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

/**
 * Which uploaded originals to drop so `needed` more bytes fit: oldest first, only originals the
 * server already holds (renditions are never dropped). Empty when there is room or no estimate.
 */
export function planEviction(
  photos: readonly LocalPhoto[],
  estimate: StorageEstimateLike,
  needed: number,
): string[] {
  if (estimate.quota === undefined || estimate.usage === undefined) return [];
  let free = estimate.quota - estimate.usage - STORAGE_HEADROOM;
  if (free >= needed) return [];
  const candidates = photos
    .filter((p) => p.upload.status === 'done' && p.upload.serverStatus === 'ready' && !p.originalEvicted)
    .sort((a, b) => a.addedAt - b.addedAt);
  const out: string[] = [];
  for (const photo of candidates) {
    if (free >= needed) break;
    out.push(photo.id);
    free += photo.bytes;
  }
  return out;
}
