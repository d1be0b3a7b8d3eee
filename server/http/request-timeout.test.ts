import { type Context, Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onError } from './errors';
import { requestId } from './request-id';
import { requestTimeout } from './request-timeout';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function appWith(ms: number, handlerMs: number, seen: { finished: boolean }) {
  const app = new Hono();
  app.onError(onError);
  app.use(requestId);
  app.use(requestTimeout(ms, { exempt: (path) => path.startsWith('/upload') }));
  const slow = async (c: Context) => {
    await sleep(handlerMs);
    seen.finished = true;
    return c.json({ ok: true });
  };
  app.get('/slow/:id', slow);
  app.get('/upload/x', slow);
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('request time limit', () => {
  it('answers 503 UNAVAILABLE with the request id when the handler is slower than the limit, and logs the route', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const seen = { finished: false };
    const res = await appWith(50, 400, seen).request('/slow/7?email=ada@example.com', {
      headers: { 'X-Request-Id': 'slow-one' },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('X-Request-Id')).toBe('slow-one');
    expect(await res.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: expect.any(String), requestId: 'slow-one' },
    });
    expect(seen.finished).toBe(false);
    const line = warn.mock.calls
      .map((c) => JSON.parse(String(c[0])))
      .find((l) => l.message === 'request timed out');
    expect(line).toMatchObject({
      level: 'warn',
      route: '/slow/:id',
      method: 'GET',
      limitMs: 50,
      requestId: 'slow-one',
    });
    expect(line.ms).toBeGreaterThanOrEqual(45);
    // The handler kept running; its late answer went nowhere.
    await sleep(450);
    expect(seen.finished).toBe(true);
  });

  it('lets a handler within the limit answer as usual', async () => {
    const res = await appWith(500, 5, { finished: false }).request('/slow/1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('leaves exempt paths (tus uploads) alone', async () => {
    const res = await appWith(20, 100, { finished: false }).request('/upload/x');
    expect(res.status).toBe(200);
  });
});
