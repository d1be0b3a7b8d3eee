import { type Handler, Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readJson } from './validate';
import { ApiError, onError } from './errors';

function appWith(handler: Handler) {
  const app = new Hono();
  app.onError(onError);
  app.post('/x', handler);
  return app;
}

describe('error answers', () => {
  it('hides an unexpected error behind a 500 with a logged reference id', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appWith(() => {
      throw new Error('database password is hunter2');
    }).request('/x', { method: 'POST' });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string; id: string; message: string } };
    expect(body.error.code).toBe('INTERNAL');
    expect(body.error.message).not.toContain('hunter2');
    expect(body.error.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(spy.mock.calls.map((c) => String(c[0])).join('\n')).toContain(body.error.id);
    spy.mockRestore();
  });

  it('names the failing field of a body', async () => {
    const schema = z.object({ items: z.array(z.object({ quantity: z.number().int().positive() })) });
    const app = appWith(async (c) => c.json(await readJson(c, schema)));
    const res = await app.request('/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ quantity: 1 }, { quantity: -2 }] }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { field: string; message: string } };
    expect(body.error.field).toBe('body.items[1].quantity');
    expect(body.error.message).toContain('body.items[1].quantity');
  });

  it('passes ApiErrors through with their status and code', async () => {
    const res = await appWith(() => {
      throw new ApiError(409, 'CONFLICT', 'Someone else changed this print.');
    }).request('/x', { method: 'POST' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Someone else changed this print.' },
    });
  });

  it('answers a value the database refuses (SQLSTATE 22xxx) with a 400, not a 500', async () => {
    const res = await appWith(() => {
      throw Object.assign(new Error('Failed query: select 1\nparams: 1099511627776'), {
        cause: Object.assign(new Error('value out of range for type integer'), {
          code: '22003',
          severity: 'ERROR',
        }),
      });
    }).request('/x', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
  });

  it('logs a failed query without its parameters (they hold e-mail addresses)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appWith(() => {
      throw new Error('Failed query: select * from users where email = $1\nparams: ada@example.com,Ada');
    }).request('/x', { method: 'POST' });
    expect(res.status).toBe(500);
    const logged = spy.mock.calls.map((c) => String(c[0])).join('\n');
    expect(logged).toContain('select * from users');
    expect(logged).not.toContain('ada@example.com');
    spy.mockRestore();
  });
});
