import { describe, expect, it } from 'vitest';
import { eventLoopDelay, startEventLoopMonitor } from './event-loop';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('event loop delay', () => {
  it('shows a stretch of work that held the loop', async () => {
    startEventLoopMonitor();
    await sleep(50);
    const until = performance.now() + 150;
    while (performance.now() < until) {
      // holds the event loop, as a slow synchronous handler would
    }
    await sleep(30);
    const delay = eventLoopDelay();
    expect(delay.maxMs).toBeGreaterThanOrEqual(100);
    expect(delay.p50Ms).toBeLessThanOrEqual(delay.p99Ms);
    expect(delay.p99Ms).toBeLessThanOrEqual(delay.maxMs);
  });
});
