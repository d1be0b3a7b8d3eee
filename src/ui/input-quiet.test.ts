import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inputWatch, type WhenQuiet } from './input-quiet';

/** A page of its own: other test files' key presses (sharing this worker) are not its input. */
let page: EventTarget;
let whenInputQuiet: WhenQuiet;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  page = new EventTarget();
  whenInputQuiet = inputWatch(page, () => performance.now());
});
afterEach(() => {
  vi.useRealTimers();
});

/** Resolves `wait` and answers when it resolved, in fake milliseconds from now. */
function timed(wait: Promise<void>) {
  const start = performance.now();
  let at: number | null = null;
  void wait.then(() => {
    at = performance.now() - start;
  });
  return () => at;
}

const press = () => page.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
/** jsdom's PointerEvent takes no buttons; a MouseEvent carries them under the same type. */
const drag = (buttons: number) => page.dispatchEvent(new MouseEvent('pointermove', { buttons }));

describe('whenInputQuiet', () => {
  it('waits for a pause of the customer’s input, counted from their last key', async () => {
    await vi.advanceTimersByTimeAsync(10_000); // no input for a while
    const quiet = timed(whenInputQuiet(400));
    await vi.advanceTimersByTimeAsync(0);
    expect(quiet()).toBe(0);

    press();
    const afterKeys = timed(whenInputQuiet(400));
    await vi.advanceTimersByTimeAsync(300);
    press();
    await vi.advanceTimersByTimeAsync(399);
    expect(afterKeys()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(afterKeys()).toBe(700);
  });

  it('counts a drag, not a pointer passing over, and goes ahead during a long drag at most every few seconds', async () => {
    await vi.advanceTimersByTimeAsync(10_000);
    drag(0);
    const hover = timed(whenInputQuiet(400));
    await vi.advanceTimersByTimeAsync(0);
    expect(hover()).toBe(0);

    drag(1);
    const dragging = timed(whenInputQuiet(400, 2000));
    for (let t = 0; t < 3000; t += 100) {
      drag(1);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(dragging()).toBe(2000);
  });
});
