import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onError } from './errors';
import { requestId, requestIdFor } from './request-id';
import { log } from '../lib/log';

function app() {
  const a = new Hono();
  a.onError(onError);
  a.use(requestId);
  a.get('/fails', () => {
    log.warn('about to fail');
    throw new ApiError(409, 'CONFLICT', 'Someone else changed this print.');
  });
  a.get('/crash', () => {
    throw new Error('boom');
  });
  a.get('/ok', (c) => c.json({ ok: true }));
  return a;
}

afterEach(() => vi.restoreAllMocks());

describe('request ids', () => {
  it('keeps a sane incoming id and makes one for anything else', () => {
    expect(requestIdFor('abc-DEF_1.2')).toBe('abc-DEF_1.2');
    for (const bad of [undefined, '', 'a'.repeat(65), 'x y', 'a\r\nb', '{"level":"error"}', 'é']) {
      expect(requestIdFor(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers the id in the header and in every error body, and logs it on every line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const infos = vi.spyOn(console, 'info').mockImplementation(() => {});
    const res = await app().request('/fails?email=ada@example.com', {
      headers: { 'X-Request-Id': 'proxy-7' },
    });
    expect(res.status).toBe(409);
    expect(res.headers.get('X-Request-Id')).toBe('proxy-7');
    expect(await res.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Someone else changed this print.', requestId: 'proxy-7' },
    });
    const warn = JSON.parse(String(errors.mock.calls[0]?.[0]));
    expect(warn).toMatchObject({ message: 'about to fail', requestId: 'proxy-7' });
    const access = infos.mock.calls.map((c) => String(c[0]));
    expect(access).toHaveLength(1);
    expect(JSON.parse(access[0] ?? '')).toMatchObject({
      level: 'info',
      message: 'request',
      method: 'GET',
      path: '/fails',
      status: 409,
      requestId: 'proxy-7',
    });
    expect(access[0]).not.toContain('email');
    expect(access[0]).not.toContain('example.com');
  });

  it('gives a 500 a fresh id of its own and a success its header', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const crash = await app().request('/crash', { headers: { 'X-Request-Id': 'no spaces allowed' } });
    const id = crash.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await crash.json()) as { error: { requestId: string } }).error.requestId).toBe(id);
    const ok = await app().request('/ok');
    expect(ok.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
