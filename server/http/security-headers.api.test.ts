import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { writeTestSite } from '../marketing/site.test-helper';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let proxied: TestServer;
let dist: string;
beforeAll(async () => {
  dist = writeTestSite();
  mkdirSync(join(dist, 'webapp'), { recursive: true });
  writeFileSync(join(dist, 'webapp', 'index.html'), '<!doctype html><title>app</title>');
  server = await startTestServer({ DIST_DIR: dist, ADMIN_EMAILS: 'boss@example.com' });
  proxied = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.stop();
  await proxied?.stop();
  rmSync(dist, { recursive: true, force: true });
});

function expectHardened(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  return csp;
}

describe('security headers', () => {
  it('guard the web app, the marketing site and the API', async () => {
    for (const path of [
      '/webapp/',
      '/webapp/editor/123',
      '/',
      '/about/',
      '/webapp/api/catalog',
      '/webapp/api/nope',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      const csp = expectHardened(res);
      // Our own scripts only, WebAssembly for the HEIC decoder, workers and blob: photos.
      expect(csp, path).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("img-src 'self' data: blob:");
    }
  });

  it('give the CMS admin the allowances Decap needs, and nothing framed', async () => {
    const res = await fetch(`${server.url}/admin`, { redirect: 'manual' });
    const csp = expectHardened(res);
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain('https://api.github.com');
  });

  it('keep personal API answers out of every cache, while public ones stay cacheable', async () => {
    const b = new TestBrowser(server);
    await b.signUp('cache@example.com');
    for (const path of ['/user', '/basket', '/account/addresses/list', '/auth/session']) {
      const res = await b.fetch(path);
      expect(res.headers.get('cache-control'), path).toMatch(/no-store/);
    }
    const catalog = await fetch(server.api('/catalog'));
    expect(catalog.headers.get('cache-control')).toContain('public');
  });
});

describe('the session cookie', () => {
  async function signUpWith(target: TestServer, headers: Record<string, string>) {
    const csrf = await fetch(target.api('/auth/csrf'), { headers });
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await fetch(target.api('/auth/callback/password'), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: `secure-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'Tr0ubadour-Horse-42',
        intent: 'signup',
        csrfToken,
        json: 'true',
      }).toString(),
    });
    return res.headers.getSetCookie().find((c) => /authjs\.session-token=/.test(c)) ?? '';
  }

  it('is Secure behind a trusted TLS proxy (TRUST_PROXY=true, X-Forwarded-Proto: https)', async () => {
    const session = await signUpWith(proxied, { 'x-forwarded-proto': 'https' });
    expect(session).toMatch(/^__Secure-authjs\.session-token=/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
  });

  it('ignores X-Forwarded-Proto from an untrusted client, and stays plain over plain http', async () => {
    const session = await signUpWith(server, { 'x-forwarded-proto': 'https' });
    expect(session).toMatch(/^authjs\.session-token=/);
    expect(session).not.toMatch(/;\s*Secure/i);
  });
});
