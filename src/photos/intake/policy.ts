import type { RenditionSize } from '../types';

/**
 * How one entry point uses the intake. The steps are the same (pick → store → read header →
 * dedupe → prepare → upload); the policy says where photos go, what they are compared with,
 * which renditions go first and what the uploads carry.
 */
export interface IntakePolicy {
  /** The uploader lays out a new book from its photos; the editor adds to the open design. */
  readonly target: 'first-spread' | 'open-design';
  /** How far a photo's rendition moves up the image pool's queue (below 0: earlier). */
  boost(photoId: string, size: RenditionSize): number;
  /** The print the uploads carry: null while the photos belong to a draft. */
  printId(): string | null;
}

/**
 * How far the renditions of photos on the first spreads move up the image pool's queue (see
 * PRIORITY in prepare.ts): their small ones, then their screen ones, both before any other photo's,
 * since the editor may open on those spreads while the rest are still being made. The small
 * pictures of the very first spread go before the remaining headers: that spread is what the
 * customer waits for.
 */
export const URGENT_BOOST: Record<RenditionSize, number> = { thumb: -0.7, screen: -1.4 };
export const FIRST_SPREAD_BOOST: Record<RenditionSize, number> = { thumb: -2.5, screen: -1.4 };

export interface UploaderPolicy extends IntakePolicy {
  /** These photos are on screen, spread by spread: their renditions jump the queue. */
  prioritize(spreads: readonly (readonly string[])[]): void;
}

/** The uploader's policy: it favours the photos of the first spread, then those shown. */
export function uploaderPolicy(printId: () => string | null): UploaderPolicy {
  const first = new Set<string>();
  const urgent = new Set<string>();
  return {
    target: 'first-spread',
    boost: (id, size) => (first.has(id) ? FIRST_SPREAD_BOOST[size] : urgent.has(id) ? URGENT_BOOST[size] : 0),
    printId,
    prioritize(spreads) {
      first.clear();
      for (const id of spreads[0] ?? []) first.add(id);
      for (const id of spreads.flat()) urgent.add(id);
    },
  };
}

/** The editor's policy: photos join the open print's design, in the order picked. */
export function editorPolicy(printId: string): IntakePolicy {
  return { target: 'open-design', boost: () => 0, printId: () => printId };
}
