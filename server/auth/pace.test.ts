import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/env';
import { ApiError, onError } from '../http/errors';
import { paced } from './pace';

/** A clock that moves only when the handler works or the pacer waits. */
function fakeClock() {
  let t = 1000;
  const waits: number[] = [];
  return {
    now: () => t,
    work: (ms: number) => {
      t += ms;
    },
    wait: async (ms: number) => {
      waits.push(ms);
      t += ms;
    },
    waits,
  };
}

function app(clock: ReturnType<typeof fakeClock>, handlerMs: number, fail = false) {
  const a = new Hono<AppEnv>();
  a.onError(onError);
  a.post('/x', paced(150, clock.now, clock.wait), (c) => {
    clock.work(handlerMs);
    if (fail) throw new ApiError(429, 'RATE_LIMITED', 'Too many tries.');
    return c.json({ sent: true }, 202);
  });
  return a;
}

describe('paced', () => {
  it('answers a quick and a slow path at the same moment', async () => {
    for (const handlerMs of [3, 9, 40]) {
      const clock = fakeClock();
      const res = await app(clock, handlerMs).request('/x', { method: 'POST' });
      expect(res.status).toBe(202);
      expect(clock.now()).toBe(1150);
      expect(clock.waits).toEqual([150 - handlerMs]);
    }
  });

  it('does not wait when the work took longer than the floor', async () => {
    const clock = fakeClock();
    await app(clock, 200).request('/x', { method: 'POST' });
    expect(clock.waits).toEqual([]);
  });

  it('paces a refusal too', async () => {
    const clock = fakeClock();
    const res = await app(clock, 5, true).request('/x', { method: 'POST' });
    expect(res.status).toBe(429);
    expect(clock.now()).toBe(1150);
  });
});
