/**
 * The shortest time between two batches. Headers come back tens a second; a batch per frame
 * re-rendered the uploader's page, its grid and its layout 40-odd times for 100 photos, and on a
 * phone (`npm run bench:intake`, 4x CPU) that work, not the image workers, set the pace of reading
 * them: with batches at least 150 ms apart, "Continue" was enabled about 0.3 s sooner. Longer gaps
 * held the first spread and the last photos back (400 ms: later on both).
 */
export const BATCH_GAP_MS = 150;

/** Runs a state change in the next batch; `soon` (the last answer awaited) skips the gap. */
export type Batch = (change: () => void, soon?: boolean) => void;

/**
 * Runs state changes together, in order: in an animation frame, at least `gapMs` after the batch
 * before (the first one at once). A hidden page (or a test) gets no frames, so a 16 ms timer
 * stands in.
 */
export function frameBatcher(gapMs = BATCH_GAP_MS): Batch {
  let pending: (() => void)[] = [];
  /** The frame asked for, or the gap's timer before it. */
  let scheduled: 'frame' | ReturnType<typeof setTimeout> | null = null;
  let last = Number.NEGATIVE_INFINITY;
  const flush = () => {
    scheduled = null;
    last = performance.now();
    const run = pending;
    pending = [];
    for (const change of run) change();
  };
  const askFrame = () => {
    scheduled = 'frame';
    if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden')
      requestAnimationFrame(flush);
    else setTimeout(flush, 16);
  };
  return (change, soon = false) => {
    pending.push(change);
    if (scheduled === 'frame') return;
    if (scheduled !== null) {
      if (!soon) return;
      clearTimeout(scheduled);
    }
    const wait = soon ? 0 : last + gapMs - performance.now();
    if (wait > 0) scheduled = setTimeout(askFrame, wait);
    else askFrame();
  };
}
