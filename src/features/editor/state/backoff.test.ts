import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from one second', () => {
    const none = () => 0;
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, none))).toEqual([1000, 2000, 4000, 8000]);
  });
  it('never waits longer than the cap', () => {
    expect(backoffDelay(50, () => 0)).toBe(BACKOFF_MAX_MS);
  });
  it('takes up to a fifth off for jitter', () => {
    expect(backoffDelay(1, () => 1)).toBe(1600);
  });
});
