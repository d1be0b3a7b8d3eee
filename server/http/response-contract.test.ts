import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { checkResponses } from './response-contract';

function appAnswering(count: unknown) {
  const api = new Hono();
  api.use(checkResponses('/webapp/api'));
  api.get('/basket/count', (c) => c.json({ count }));
  api.get('/auth/session', (c) => c.json({ anything: true }));
  return new Hono().route('/webapp/api', api);
}

describe('checkResponses', () => {
  it('lets an answer inside its route’s response schema through', async () => {
    const res = await appAnswering(2).request('/webapp/api/basket/count');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 2 });
  });

  it('turns an answer outside it into a 500 naming the route and the field', async () => {
    const res = await appAnswering('two').request('/webapp/api/basket/count');
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('RESPONSE_CONTRACT');
    expect(body.error.message).toMatch(/^GET \/basket\/count answered outside its response schema at count/);
  });

  it('leaves routes without a declared response (Auth.js’s protocol) alone', async () => {
    const res = await appAnswering(2).request('/webapp/api/auth/session');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ anything: true });
  });
});
