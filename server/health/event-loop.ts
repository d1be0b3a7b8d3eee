import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { log } from '../lib/log';

/** How often the delay is sampled; Node records the whole interval, so this is taken off again. */
const RESOLUTION_MS = 10;
/** Figures cover one window of this length; then the histogram starts again. */
export const EVENT_LOOP_WINDOW_MS = 10_000;
const LOG_EVERY_MS = 60_000;

export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

let histogram: IntervalHistogram | undefined;
let lastWindow: EventLoopDelay | undefined;

const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);

function read(h: IntervalHistogram): EventLoopDelay | undefined {
  if (h.count === 0) return undefined;
  return { p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) };
}

/**
 * Measures how late the event loop runs timers (node:perf_hooks monitorEventLoopDelay), once per
 * process: a request that holds the loop delays every other one by as much. The figures of each
 * 10 s window are kept for /webapp/api/health; each minute's are logged at info.
 */
export function startEventLoopMonitor(): void {
  if (histogram) return;
  const h = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  h.enable();
  histogram = h;
  setInterval(() => {
    lastWindow = read(h) ?? lastWindow;
    h.reset();
  }, EVENT_LOOP_WINDOW_MS).unref();
  const minute = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  minute.enable();
  setInterval(() => {
    const figures = read(minute);
    minute.reset();
    if (figures) log.info('event loop delay', { ...figures, overMs: LOG_EVERY_MS });
  }, LOG_EVERY_MS).unref();
}

/**
 * The event loop's delay over the last 10 s window (before the first window ends, over the time
 * since the monitor started). Zeros until anything was measured.
 */
export function eventLoopDelay(): EventLoopDelay {
  startEventLoopMonitor();
  return lastWindow ?? (histogram && read(histogram)) ?? { p50Ms: 0, p99Ms: 0, maxMs: 0 };
}
