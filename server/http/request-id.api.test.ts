import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

interface ErrorAnswer {
  error: { code: string; requestId?: string };
}

describe('request ids on the real server', () => {
  it('answers every request with an X-Request-Id, and every error with the same id in its body', async () => {
    const ok = await fetch(server.api('/catalog'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const missing = await fetch(server.api('/no-such-route'));
    expect(missing.status).toBe(404);
    const id = missing.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await json<ErrorAnswer>(missing)).error.requestId).toBe(id);

    const invalid = await fetch(server.api('/auth/_log'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'edge-proxy.42' },
      body: JSON.stringify({ level: 'shout' }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('x-request-id')).toBe('edge-proxy.42');
    expect(await json<ErrorAnswer>(invalid)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', requestId: 'edge-proxy.42' },
    });
  });

  it('never echoes an id that could break a header or a log line', async () => {
    const res = await fetch(server.api('/catalog'), { headers: { 'x-request-id': `x${'y'.repeat(80)}` } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
