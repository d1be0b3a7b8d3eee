import { describe, expect, it } from 'vitest';
import { pageCountAllowed, pageCountFor, pagesPerChapter } from './page-count';

const rule = { min: 20, max: 100, step: 2 };

describe('page counts', () => {
  it('never goes below the minimum, above the maximum or off the step', () => {
    expect(pageCountFor(5, rule)).toBe(20);
    expect(pageCountFor(101, rule)).toBe(42);
    expect(pageCountFor(5000, rule)).toBe(100);
    for (const n of [1, 24, 99, 100, 333]) expect(pageCountAllowed(pageCountFor(n, rule), rule)).toBe(true);
  });

  it('knows an allowed count from one that is not', () => {
    expect(pageCountAllowed(21, rule)).toBe(false);
    expect(pageCountAllowed(102, rule)).toBe(false);
    expect(pageCountAllowed(18, rule)).toBe(false);
  });

  it('shares pages out by chapter size, at least one each', () => {
    expect(pagesPerChapter([10, 10], 4)).toEqual([2, 2]);
    expect(pagesPerChapter([1, 30], 10)).toEqual([1, 9]);
    const shares = pagesPerChapter([3, 7, 11], 13);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(13);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
  });
});
