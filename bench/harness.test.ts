import { describe, expect, it } from 'vitest';
import { formatFigure, measure } from './harness';

describe('bench harness', () => {
  it('runs warm-up and trials, with fresh input each trial', async () => {
    let setups = 0;
    const seen: number[] = [];
    const figure = await measure(
      'count',
      (n: number) => seen.push(n),
      () => ++setups,
      { warmup: 2, trials: 5 },
    );
    expect(setups).toBe(7);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(figure.trials).toBe(5);
    expect(figure.min).toBeLessThanOrEqual(figure.median);
    expect(figure.median).toBeLessThanOrEqual(figure.max);
  });

  it('marks a figure over its target', () => {
    const line = formatFigure({ name: 'x', median: 30, min: 1, max: 40, iqr: 2, trials: 3, target: 20 });
    expect(line).toContain('OVER target 20 ms');
  });
});
