import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/access-token';
import { TestBrowser } from '../auth/browser.test-helper';
import { startSession } from '../auth/sessions';
import { type TestServer, startTestServer } from '../test/harness';
import { users } from '../user/schema';
import { writeTestSite } from './site.test-helper';

const SECRET = 'marketing-site-test-secret-0123456789abcdef';
let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = writeTestSite();
  server = await startTestServer({
    DIST_DIR: dist,
    AUTH_SECRET: SECRET,
    ADMIN_EMAILS: 'editor@bindery.test,editor-two@bindery.test,editor-three@bindery.test',
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

async function bearerFor(
  email: string,
  role: 'customer' | 'admin' = 'customer',
  verified = true,
): Promise<string> {
  const [user] = await server.database.db
    .insert(users)
    .values({ email, role, emailVerifiedAt: verified ? new Date() : null })
    .returning();
  const sid = await startSession(server.database.db, user!.uuid);
  return `Bearer ${await signAccessToken({ uid: user!.uuid, sv: user!.sessionVersion, sid }, SECRET)}`;
}

describe('the marketing site', () => {
  it('serves the home page at / with the origin filled in', async () => {
    const res = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${server.url}/">`);
    expect(html).not.toContain('site-origin.invalid');
  });

  it('gzips pages for browsers that ask', async () => {
    const res = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch un-gzips the body; it must still be the page.
    expect(await res.text()).toContain('<h1>Home</h1>');
    const plain = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('serves locale pages and redirects to the slash form', async () => {
    const page = await fetch(`${server.url}/de-de/about/`);
    expect(await page.text()).toContain('Über uns');
    const bare = await fetch(`${server.url}/de-de/about`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/de-de/about/');
  });

  it('never redirects to another host', async () => {
    for (const path of [
      '//evil.example/..%2fabout',
      '//evil.example/%2e%2e/about',
      '/%5Cevil.example/..%2fabout',
    ]) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (location === null) continue;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, server.url).origin, path).toBe(server.url);
    }
    const res = await fetch(`${server.url}//evil.example/..%2fabout`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about/');
  });

  it('answers unknown paths with the 404 page of their locale', async () => {
    const en = await fetch(`${server.url}/no-such-page/`);
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Page not found');
    const de = await fetch(`${server.url}/de-de/gibt-es-nicht`);
    expect(de.status).toBe(404);
    expect(await de.text()).toContain('Seite nicht gefunden');
    expect((await fetch(`${server.url}/assets/missing-0000000000.js`)).status).toBe(404);
  });

  it('caches hashed assets for a year and pages never', async () => {
    const asset = await fetch(`${server.url}/assets/islands-0123456789.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${server.url}/about/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('fills the origin into sitemap.xml and robots.txt', async () => {
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(`<loc>${server.url}/</loc>`);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(
      `Sitemap: ${server.url}/sitemap.xml`,
    );
  });

  it('refuses paths that leave the site folder', async () => {
    const res = await fetch(`${server.url}/%2e%2e/%2e%2e/etc/passwd`);
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('root:');
  });

  it('leaves /webapp and its API alone', async () => {
    const health = await fetch(server.api('/health'));
    expect(health.status).toBe(200);
    const missing = await fetch(server.api('/no-such-api'));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});

describe('the admin page', () => {
  it('sends visitors to sign in first', async () => {
    const res = await fetch(`${server.url}/admin`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/webapp/sign-in?callbackUrl=%2Fadmin');
    const asset = await fetch(`${server.url}/admin/admin-0123456789.js`, { redirect: 'manual' });
    expect(asset.status).toBe(302);
  });

  it('refuses signed-in customers with the 403 page', async () => {
    const authorization = await bearerFor('customer@bindery.test');
    const res = await fetch(`${server.url}/admin/`, { headers: { authorization } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Admins only');
    const asset = await fetch(`${server.url}/admin/admin-0123456789.js`, { headers: { authorization } });
    expect(asset.status).toBe(403);
  });

  it('opens for admins, by role or by ADMIN_EMAILS', async () => {
    for (const authorization of [
      await bearerFor('boss@bindery.test', 'admin'),
      await bearerFor('editor@bindery.test'),
    ]) {
      const res = await fetch(`${server.url}/admin/`, { headers: { authorization } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toContain('Content editor | Bindery');
      const asset = await fetch(`${server.url}/admin/admin-0123456789.js`, { headers: { authorization } });
      expect(await asset.text()).toContain('CMS_LOADED');
    }
  });

  it('opens for an ADMIN_EMAILS address only once its owner has proved it', async () => {
    // Anyone can sign up with a password under the admin's address; that proves nothing.
    const b = new TestBrowser(server);
    await b.signUp('editor-two@bindery.test');
    expect((await b.user()).role).toBe('customer');
    const authorization = `Bearer ${(await b.session())?.accessToken}`;
    expect((await fetch(`${server.url}/admin/`, { headers: { authorization } })).status).toBe(403);
    const unverified = await bearerFor('editor-three@bindery.test', 'customer', false);
    expect((await fetch(`${server.url}/admin/`, { headers: { authorization: unverified } })).status).toBe(
      403,
    );
    // The e-mailed link (or a wallet's verified e-mail) marks the address as proved.
    await server.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, 'editor-two@bindery.test'));
    expect((await b.user()).role).toBe('admin');
    const fresh = `Bearer ${(await b.session())?.accessToken}`;
    expect((await fetch(`${server.url}/admin/`, { headers: { authorization: fresh } })).status).toBe(200);
  });

  it('treats a guest as a visitor', async () => {
    const [guest] = await server.database.db.insert(users).values({ isGuest: true }).returning();
    const sid = await startSession(server.database.db, guest!.uuid);
    const authorization = `Bearer ${await signAccessToken({ uid: guest!.uuid, sv: guest!.sessionVersion, sid }, SECRET)}`;
    const res = await fetch(`${server.url}/admin`, { headers: { authorization }, redirect: 'manual' });
    expect(res.status).toBe(302);
    await server.database.db.delete(users).where(eq(users.uuid, guest!.uuid));
  });
});
