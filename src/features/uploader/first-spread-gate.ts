/**
 * The first spread waits for nothing it does not show. From the pick until the uploader's first
 * spread is drawn with its pictures, the rest of the intake holds back: uploads, hashes, the
 * photo grid and the editor's code (photo records are written at once, see uploader-intake.ts).
 * Held, a throttled phone's main thread served the first spread more; not held, it spent much of
 * its time on a hundred uploads starting and a grid of a hundred tiles (bench/intake.ts's
 * profile). The gate opens when the spread is drawn, or FIRST_SPREAD_WAIT_MS after the last
 * header at the most (a spread whose pictures cannot be made must not hold uploads for good).
 */
export const FIRST_SPREAD_WAIT_MS = 8000;

export interface FirstSpreadGate {
  /** Settles when the gate opens. */
  readonly drawn: Promise<void>;
  /** Whether the gate is open. */
  isOpen(): boolean;
  /** Every picked header is read: the wait for the first spread starts (the fallback timer). */
  picked(): void;
  /** The first spread is drawn, or nothing is left to wait for: opens the gate. */
  open(): void;
  /**
   * Opens the gate once the performance mark `name` is made (the editor's first spread), or after
   * the gate's wait at the most: "Continue" tapped before the gate opened, the uploads it let go
   * at once held the editor's own work back by seconds.
   */
  openAtMark(name: string): void;
  /** Hears the gate open (at once if it is open). */
  onOpen(listener: () => void): void;
  /**
   * Runs `step` once the gate is open, every step asked before it has ended and the main thread
   * is idle, one at a time: opened, a hundred photos' uploads started in one burst (a long task
   * as the customer taps "Continue"); one by one, in idle time, the editor's work goes first.
   * Three upload at once anyway: the network is slower than this.
   */
  inTurn<T>(step: () => Promise<T>): Promise<T>;
}

/** How long a held step waits at the most for the main thread to be idle. */
const IDLE_WAIT_MS = 250;

/**
 * The next moment the main thread is idle (or IDLE_WAIT_MS at the most): the held steps go between
 * the editor's own work as it opens, not before it.
 */
function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}

export function firstSpreadGate(
  waitMs = FIRST_SPREAD_WAIT_MS,
  timer: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): FirstSpreadGate {
  let open = false;
  let timing = false;
  let settle: () => void = () => {};
  const drawn = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const listeners: (() => void)[] = [];
  let tail: Promise<unknown> = drawn;
  const gate: FirstSpreadGate = {
    drawn,
    isOpen: () => open,
    picked() {
      if (open || timing) return;
      timing = true;
      timer(() => gate.open(), waitMs);
    },
    open() {
      if (open) return;
      open = true;
      settle();
      for (const listener of listeners.splice(0)) listener();
    },
    onOpen(listener) {
      if (open) listener();
      else listeners.push(listener);
    },
    openAtMark(name) {
      if (open) return;
      const marked = () =>
        typeof performance === 'undefined' || performance.getEntriesByName(name).length > 0;
      if (marked() || typeof PerformanceObserver === 'undefined') {
        gate.open();
        return;
      }
      const observer = new PerformanceObserver(() => {
        if (!marked()) return;
        observer.disconnect();
        gate.open();
      });
      observer.observe({ type: 'mark' });
      timer(() => {
        observer.disconnect();
        gate.open();
      }, waitMs);
    },
    inTurn(step) {
      const run = tail.then(nextIdle).then(step);
      tail = run.catch(() => {});
      return run;
    },
  };
  return gate;
}
