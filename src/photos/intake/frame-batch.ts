/**
 * Runs state changes once per animation frame, together: headers come back tens a second, and
 * each change on its own would re-render the page and its grid once per photo. A hidden page (or
 * a test) gets no frames, so a 16 ms timer stands in.
 *
 * `gapMs` asks, at each change, how long a batch waits at the least after the one before. While
 * many headers are being read the page shows only how many are left, and a re-render then reads
 * every photo of the set: once a frame, 500 photos' re-renders were 2.4 s of a throttled phone's
 * main thread, and the headers behind them waited (bench/intake.ts's profile).
 */
export function frameBatcher(gapMs: () => number = () => 0): (change: () => void) => void {
  let pending: (() => void)[] = [];
  let scheduled = false;
  let last = Number.NEGATIVE_INFINITY;
  const flush = () => {
    scheduled = false;
    last = Date.now();
    const run = pending;
    pending = [];
    for (const change of run) change();
  };
  const inFrame = () => {
    if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden')
      requestAnimationFrame(flush);
    else setTimeout(flush, 16);
  };
  return (change) => {
    pending.push(change);
    if (scheduled) return;
    scheduled = true;
    const wait = last + gapMs() - Date.now();
    if (wait > 0) setTimeout(inFrame, wait);
    else inFrame();
  };
}
