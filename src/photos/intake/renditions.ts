import { makeRendition } from '../prepare';
import type { LocalPhoto, RenditionSize } from '../types';

/** The renditions a photo still lacks, small first (the grid and the strips wait for those). */
export function missingRenditions(have: readonly RenditionSize[]): RenditionSize[] {
  return (['thumb', 'screen'] as const).filter((s) => !have.includes(s));
}

export interface RenditionHooks {
  /** Asked whenever a worker is free (the entry point's policy). */
  boost(size: RenditionSize): number;
  /** Settles once the photo's record is kept: each rendition is stored only after it. */
  stored: Promise<unknown>;
  /** The small rendition, the moment it is made (before it is stored). */
  onThumb(blob: Blob): void;
  /** Every missing rendition is made. */
  onReady(): void;
  /** The photo cannot be decoded after all; heard once. */
  onFailed(err: unknown): void;
}

/** The prepare step: makes a photo's missing renditions in the image pool, from the original in hand. */
export function prepareRenditions(
  photo: Pick<LocalPhoto, 'id' | 'mime' | 'width' | 'height' | 'renditions'>,
  original: Blob,
  hooks: RenditionHooks,
): void {
  const missing = missingRenditions(photo.renditions);
  let left = missing.length;
  let failed = false;
  if (left === 0) {
    hooks.onReady();
    return;
  }
  for (const size of missing) {
    const onMade = size === 'thumb' ? hooks.onThumb : undefined;
    makeRendition(photo, original, size, {
      boost: () => hooks.boost(size),
      stored: hooks.stored,
      onMade,
    }).then(
      () => {
        left -= 1;
        if (left === 0) hooks.onReady();
      },
      (err: unknown) => {
        if (failed) return;
        failed = true;
        hooks.onFailed(err);
      },
    );
  }
}
