/**
 * When the customer last pressed a key, pressed or dragged a pointer, or scrolled. Work that is not
 * theirs (thumbnails of spreads not on screen, the draft's analysis, the strip's repaint after
 * photos arrive) waits for a pause in it, so an edit's frame is theirs alone: on a 250-photo book
 * that work landed in 2–3 of every edit's frames while its photos loaded.
 */
const QUIET_MS = 400;
/** Background work still goes ahead this often during a long stream of input (a drag, say). */
const LONGEST_WAIT_MS = 4000;

export type WhenQuiet = (quietMs?: number, longestWaitMs?: number) => Promise<void>;

/**
 * A watch on `target`'s input, from now on (the page's: from when the editor's code loads). The
 * returned wait resolves once no input has come for `quietMs`, or after `longestWaitMs` at the
 * latest, so background work goes on between the customer's edits instead of inside them.
 */
export function inputWatch(target: EventTarget, now: () => number): WhenQuiet {
  let lastInput = Number.NEGATIVE_INFINITY;
  const note = () => {
    lastInput = now();
  };
  const noteDrag = (e: Event) => {
    if ((e as PointerEvent).buttons > 0) note();
  };
  const options = { capture: true, passive: true };
  for (const type of ['keydown', 'pointerdown', 'wheel']) target.addEventListener(type, note, options);
  target.addEventListener('pointermove', noteDrag, options);
  return async (quietMs = QUIET_MS, longestWaitMs = LONGEST_WAIT_MS) => {
    const started = now();
    // A clock that went back (a test's fake one) makes the input it remembers unknown, not future.
    if (lastInput > started) lastInput = Number.NEGATIVE_INFINITY;
    for (;;) {
      const wait = Math.min(lastInput + quietMs, started + longestWaitMs) - now();
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}

const noWindow: WhenQuiet = async () => {};

/** The page's input (see inputWatch). */
export const whenInputQuiet: WhenQuiet =
  typeof window === 'undefined' ? noWindow : inputWatch(window, () => performance.now());
