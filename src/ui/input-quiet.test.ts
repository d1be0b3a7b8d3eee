import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inputWatch, type WhenQuiet } from './input-quiet';

/**
 * A page of its own (other test files' key presses, sharing this worker, are not its input) and a
 * clock of its own: the test's milliseconds, moved only by `advance` together with the fake timers.
 */
let page: EventTarget;
let clock: number;
let whenInputQuiet: WhenQuiet;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  page = new EventTarget();
  clock = 0;
  whenInputQuiet = inputWatch(page, () => clock);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the test's clock and the timers due meanwhile on, a millisecond at a time. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(0);
  for (let i = 0; i < ms; i++) {
    clock += 1;
    await vi.advanceTimersByTimeAsync(1);
  }
}

/** Resolves `wait` and answers at which of the test's milliseconds it resolved, counted from now. */
function timed(wait: Promise<void>) {
  const start = clock;
  let at: number | null = null;
  void wait.then(() => {
    at = clock - start;
  });
  return () => at;
}

const press = () => page.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
/** jsdom's PointerEvent takes no buttons; a MouseEvent carries them under the same type. */
const drag = (buttons: number) => page.dispatchEvent(new MouseEvent('pointermove', { buttons }));

describe('whenInputQuiet', () => {
  it('waits for a pause of the customer’s input, counted from their last key', async () => {
    const quiet = timed(whenInputQuiet(400));
    await advance(0);
    expect(quiet()).toBe(0);

    press();
    const afterKeys = timed(whenInputQuiet(400));
    await advance(300);
    press();
    await advance(399);
    expect(afterKeys()).toBeNull();
    await advance(1);
    expect(afterKeys()).toBe(700);
  });

  it('counts a drag, not a pointer passing over, and goes ahead during a long drag at most every few seconds', async () => {
    drag(0);
    const hover = timed(whenInputQuiet(400));
    await advance(0);
    expect(hover()).toBe(0);

    drag(1);
    const dragging = timed(whenInputQuiet(400, 2000));
    for (let t = 0; t < 3000; t += 100) {
      drag(1);
      await advance(100);
    }
    expect(dragging()).toBe(2000);
  });
});
