import { type AnalysedPhoto, groupSimilar, type GroupOptions } from './groups';

/** Why a photo was left out of the first draft; it waits in "unused photos" with this reason. */
export type LeftOutReason = 'burst' | 'duplicate' | 'surplus';

export interface DraftChoice {
  /** The photos the draft places, in the order they were given. */
  chosen: string[];
  /** The others, with the reason and, for a burst or duplicate, the photo placed instead. */
  leftOut: { id: string; reason: LeftOutReason; keptInstead: string | null }[];
}

/**
 * The set of photos for a first draft. First every burst and near-duplicate group keeps only its
 * best shot. Then, when more remain than `limit` (what the product holds, or "the best N" the customer
 * asked for), the timeline is cut into `limit` spans of equal count and each span gives its best
 * photo, so the choice is the best photos spread over the whole trip, not the best twenty of one
 * sunny afternoon. Nothing is deleted: every photo is either chosen or left out with its reason.
 */
export function chooseForDraft(
  photos: readonly AnalysedPhoto[],
  limit: number = Number.POSITIVE_INFINITY,
  options: Partial<GroupOptions> = {},
): DraftChoice {
  const leftOut: DraftChoice['leftOut'] = [];
  const dropped = new Set<string>();
  for (const group of groupSimilar(photos, options)) {
    for (const id of group.ids) {
      if (id === group.best) continue;
      dropped.add(id);
      leftOut.push({ id, reason: group.reason, keptInstead: group.best });
    }
  }
  let kept = photos.filter((p) => !dropped.has(p.id));
  if (kept.length > limit) {
    const byTime = kept
      .map((photo, index) => ({ photo, index }))
      .sort(
        (a, b) =>
          (a.photo.takenAtMs ?? Number.MAX_SAFE_INTEGER) - (b.photo.takenAtMs ?? Number.MAX_SAFE_INTEGER) ||
          a.index - b.index,
      )
      .map((entry) => entry.photo);
    const take = new Set<string>();
    const spans = Math.max(0, Math.floor(limit));
    for (let s = 0; s < spans; s++) {
      const span = byTime.slice(
        Math.floor((s * byTime.length) / spans),
        Math.floor(((s + 1) * byTime.length) / spans),
      );
      const best = span.reduce<AnalysedPhoto | null>(
        (top, p) => (top === null || p.quality > top.quality ? p : top),
        null,
      );
      if (best) take.add(best.id);
    }
    for (const p of kept) {
      if (!take.has(p.id)) leftOut.push({ id: p.id, reason: 'surplus', keptInstead: null });
    }
    kept = kept.filter((p) => take.has(p.id));
  }
  return { chosen: kept.map((p) => p.id), leftOut };
}
