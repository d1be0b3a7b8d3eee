/**
 * Runs state changes once per animation frame, together: headers come back tens a second, and
 * each change on its own would re-render the page and its grid once per photo. A hidden page (or
 * a test) gets no frames, so a 16 ms timer stands in.
 */
export function frameBatcher(): (change: () => void) => void {
  let pending: (() => void)[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const run = pending;
    pending = [];
    for (const change of run) change();
  };
  return (change) => {
    pending.push(change);
    if (scheduled) return;
    scheduled = true;
    if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden')
      requestAnimationFrame(flush);
    else setTimeout(flush, 16);
  };
}
