import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

async function signedIn(email: string) {
  const b = new TestBrowser(server);
  await b.signUp(email);
  return b;
}

const sessionUser = async (b: TestBrowser) =>
  ((await (await b.fetch('/auth/session')).json()) as { user?: { email?: string } } | null)?.user?.email;

describe('a page on another site', () => {
  it('cannot sign a customer out everywhere with a text/plain form (CSRF)', async () => {
    const b = await signedIn('csrf-victim@example.com');
    const forged = await b.fetch('/account/sign-out-everywhere', {
      method: 'POST',
      headers: { ...EVIL, 'content-type': 'text/plain' },
      body: 'x=1',
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('CROSS_SITE');
    // An older browser sends only the Origin: refused as well.
    const old = await b.fetch('/account/sign-out-everywhere', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: 'x=1',
    });
    expect(old.status).toBe(403);
    expect(await sessionUser(b)).toBe('csrf-victim@example.com');
    // From our own page it works.
    const own = await b.fetch('/account/sign-out-everywhere', {
      method: 'POST',
      headers: { origin: server.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(own.status).toBe(200);
  });

  it('is refused on every route that changes something, before the route reads the body', async () => {
    const b = await signedIn('csrf-routes@example.com');
    const unsafe = apiRoutes().routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(unsafe.length).toBeGreaterThan(40);
    for (const r of unsafe) {
      const path = r.path.replace(/:(\w+)(\{[^}]*\})?/g, 'x');
      const res = await b.fetch(path, {
        method: r.method,
        headers: { ...EVIL, 'content-type': 'text/plain' },
        body: '{}',
      });
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
    }
    // Reads stay open to links from anywhere.
    const read = await b.fetch('/catalog', { headers: EVIL });
    expect(read.status).toBe(200);
  });
});
