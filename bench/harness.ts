import { performance } from 'node:perf_hooks';

export interface Figure {
  name: string;
  /** Milliseconds. */
  median: number;
  min: number;
  max: number;
  /** Interquartile range, in milliseconds: how much the middle half of the trials spread. */
  iqr: number;
  trials: number;
  /** The target median in milliseconds, when the issue sets one. */
  target?: number;
  note?: string;
}

export interface MeasureOptions {
  warmup?: number;
  trials?: number;
  target?: number;
  note?: string;
}

const quantile = (sorted: number[], q: number) => {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
};

/**
 * Runs `fn` a few times to warm the JIT and caches, then times repeated trials. `setup` runs
 * before every trial outside the timing (a fresh document for an op, say).
 */
export async function measure<T>(
  name: string,
  fn: (input: T) => unknown,
  setup: () => T,
  options: MeasureOptions = {},
): Promise<Figure> {
  const warmup = options.warmup ?? 5;
  const trials = options.trials ?? 30;
  for (let i = 0; i < warmup; i++) await fn(setup());
  const times: number[] = [];
  for (let i = 0; i < trials; i++) {
    const input = setup();
    const start = performance.now();
    await fn(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    median: quantile(times, 0.5),
    min: times[0]!,
    max: times.at(-1)!,
    iqr: quantile(times, 0.75) - quantile(times, 0.25),
    trials,
    ...(options.target === undefined ? {} : { target: options.target }),
    ...(options.note === undefined ? {} : { note: options.note }),
  };
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toFixed(3));

export function formatFigure(f: Figure): string {
  const verdict =
    f.target === undefined
      ? ''
      : f.median <= f.target
        ? `  ok (target ≤ ${f.target} ms)`
        : `  OVER target ${f.target} ms`;
  return `${f.name.padEnd(46)} median ${ms(f.median).padStart(8)} ms  iqr ${ms(f.iqr).padStart(7)}  min ${ms(f.min).padStart(8)}  max ${ms(f.max).padStart(8)}  n=${f.trials}${verdict}${f.note ? `  (${f.note})` : ''}`;
}
