import { hashDistance } from './hash';

/** What grouping and choosing need to know of an analysed photo. */
export interface AnalysedPhoto {
  id: string;
  /** Capture time in ms (takenAtMs of the photo ref), null when the photo has no date. */
  takenAtMs: number | null;
  /** differenceHash of the photo, null while it is not analysed. */
  hash: string | null;
  /** QualityScores.overall, 0..1; 0.5 while not analysed. */
  quality: number;
}

export type GroupReason = 'burst' | 'duplicate';

/** Photos that show one moment: the best is placed, the others wait in "unused photos". */
export interface PhotoGroup {
  ids: string[];
  best: string;
  reason: GroupReason;
}

export interface GroupOptions {
  /** Shots this close in time are a burst, whatever they show (a phone's burst or quick re-takes). */
  burstGapMs: number;
  /** Near-identical pictures (hash distance at most maxDistance) taken this close are duplicates. */
  duplicateWindowMs: number;
  maxDistance: number;
}

export const GROUP_DEFAULTS: GroupOptions = {
  burstGapMs: 10_000,
  duplicateWindowMs: 30 * 60_000,
  maxDistance: 8,
};

/**
 * Groups bursts (consecutive shots a few seconds apart) and near-duplicates (the same picture by
 * perceptual hash, taken within the window; photos without a date compare with each other).
 * Only groups of two or more are returned, each with its best photo: the highest quality, the
 * earliest on a tie. Deterministic for a given input.
 */
export function groupSimilar(
  photos: readonly AnalysedPhoto[],
  options: Partial<GroupOptions> = {},
): PhotoGroup[] {
  const opts = { ...GROUP_DEFAULTS, ...options };
  const order = photos
    .map((photo, index) => ({ photo, index }))
    .sort((a, b) => timeOf(a.photo) - timeOf(b.photo) || a.index - b.index)
    .map((entry) => entry.photo);
  const parent = order.map((_, i) => i);
  const reasons = new Map<number, GroupReason>();
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] ?? root;
    parent[i] = root;
    return root;
  };
  const union = (a: number, b: number, reason: GroupReason) => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return;
    parent[rb] = ra;
    // A group that is a burst anywhere is reported as a burst.
    reasons.set(ra, reasons.get(ra) === 'burst' || reasons.get(rb) === 'burst' ? 'burst' : reason);
  };

  for (let i = 0; i < order.length; i++) {
    const a = order[i] as AnalysedPhoto;
    for (let j = i + 1; j < order.length; j++) {
      const b = order[j] as AnalysedPhoto;
      const gap = a.takenAtMs !== null && b.takenAtMs !== null ? b.takenAtMs - a.takenAtMs : null;
      if (gap !== null && gap > opts.duplicateWindowMs) break; // sorted: later ones are further away
      if (gap !== null && j === i + 1 && gap <= opts.burstGapMs) union(i, j, 'burst');
      // Without a date on both, nothing says they show one moment: undated photos pair only with each other.
      const comparable = gap !== null || (a.takenAtMs === null && b.takenAtMs === null);
      if (comparable && a.hash && b.hash && hashDistance(a.hash, b.hash) <= opts.maxDistance) {
        union(i, j, 'duplicate');
      }
    }
  }

  const members = new Map<number, number[]>();
  for (let i = 0; i < order.length; i++) {
    const root = find(i);
    members.set(root, [...(members.get(root) ?? []), i]);
  }
  const groups: PhotoGroup[] = [];
  for (const [root, indexes] of members) {
    if (indexes.length < 2) continue;
    const group = indexes.map((i) => order[i] as AnalysedPhoto);
    const best = group.reduce((top, p) => (p.quality > top.quality ? p : top));
    groups.push({ ids: group.map((p) => p.id), best: best.id, reason: reasons.get(root) ?? 'duplicate' });
  }
  return groups;
}

/** Undated photos sort last. */
function timeOf(photo: AnalysedPhoto): number {
  return photo.takenAtMs ?? Number.MAX_SAFE_INTEGER;
}
