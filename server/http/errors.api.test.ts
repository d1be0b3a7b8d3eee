import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

type ErrorBody = { error: { code: string; message: string; field?: string; id?: string } };

describe('API errors', () => {
  it('answers malformed JSON to any API with a clear 400', async () => {
    for (const path of ['/catalog', '/health', '/basket/count', '/no-such-api']) {
      const res = await fetch(server.api(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": "Ada",',
      });
      expect(res.status, path).toBe(400);
      const body = await json<ErrorBody>(res);
      expect(body.error.code).toBe('MALFORMED_JSON');
      expect(body.error.message).toMatch(/not valid JSON/);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(server.api('/definitely/not/here'));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await json<ErrorBody>(res);
    expect(body.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(body.error.message).toContain('/webapp/api/definitely/not/here');
  });

  it('refuses bodies over 1 MB with a 413', async () => {
    const res = await fetch(server.api('/catalog'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect((await json<ErrorBody>(res)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('leaves the site root to the marketing site (server/marketing), not a redirect', async () => {
    const res = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBeNull();
    // 200 with the built site; 503 naming the build step when DIST_DIR has no site yet.
    expect([200, 503]).toContain(res.status);
  });
});
