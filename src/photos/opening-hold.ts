import type { ImagePool } from '../../workers/image-client';
import { imagePool } from './photos';
import { WANTED_BELOW, wantRenditions } from './prepare';

/**
 * The longest the intake's decoding waits for a screen to be drawn: long enough for the editor to
 * open on a busy phone, short enough that a screen which never draws (a sign-in asked, an error)
 * holds nothing for long.
 */
export const OPENING_HOLD_MAX_MS = 8000;

const held = new Set<() => void>();

/**
 * Holds the image pool's work not yet started (renditions and hashes of the photos still being
 * prepared) while the editor opens after "Continue", so its start has the device's cores: with 100
 * photos of 12 MP at a phone's speed (`npm run bench:intake`), the worker decoding them beside it
 * held the editor's first spread back about 1.5 s. The renditions of `shown`, the photos of the
 * spread it opens on, go first and on (wantRenditions). Released by `openingShown` (the editor's
 * first spread is drawn), by the answered function (the opening failed), or after `maxMs`.
 */
export function holdForOpening(
  shown: Iterable<string>,
  maxMs = OPENING_HOLD_MAX_MS,
  pool: Pick<ImagePool, 'hold'> = imagePool(),
): () => void {
  wantRenditions(shown);
  const release = pool.hold(WANTED_BELOW);
  const timer = setTimeout(done, maxMs);
  function done() {
    clearTimeout(timer);
    if (held.delete(done)) release();
  }
  held.add(done);
  return done;
}

/** The screen being opened is drawn: the held work goes on. Cheap when nothing is held. */
export function openingShown(): void {
  if (held.size === 0) return;
  for (const done of [...held]) done();
}
