import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdForOpening, openingShown } from './opening-hold';

/** A pool that counts the holds on it. */
function countingPool() {
  const pool = {
    held: 0,
    hold(_below?: number) {
      pool.held += 1;
      return () => {
        pool.held -= 1;
      };
    },
  };
  return pool;
}

describe('holdForOpening', () => {
  afterEach(() => vi.useRealTimers());

  it('holds the pool until the opened screen is drawn, and every hold then goes', () => {
    const pool = countingPool();
    holdForOpening([], 8000, pool);
    holdForOpening([], 8000, pool);
    expect(pool.held).toBe(2);
    openingShown();
    expect(pool.held).toBe(0);
    openingShown(); // drawn again: nothing more to release
    expect(pool.held).toBe(0);
  });

  it('lets go when the opening fails, once, whatever is drawn later', () => {
    const pool = countingPool();
    const resume = holdForOpening([], 8000, pool);
    resume();
    resume();
    openingShown();
    expect(pool.held).toBe(0);
  });

  it('never holds longer than its limit, for a screen that is never drawn', () => {
    vi.useFakeTimers();
    const pool = countingPool();
    holdForOpening([], 8000, pool);
    vi.advanceTimersByTime(7999);
    expect(pool.held).toBe(1);
    vi.advanceTimersByTime(1);
    expect(pool.held).toBe(0);
  });
});
