import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../test/harness';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  // The web app is built, the marketing site is not: a web-app-only server.
  dist = mkdtempSync(join(tmpdir(), 'bindery-robots-'));
  mkdirSync(join(dist, 'webapp'));
  writeFileSync(join(dist, 'webapp', 'index.html'), '<!doctype html><html lang="en"><div id="root"></div>');
  server = await startTestServer({ DIST_DIR: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('robots.txt without the marketing site', () => {
  it('answers the app rules, not a 503 (which crawlers read as "crawl nothing")', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const body = await res.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Allow: \/$/m);
    expect(body).toMatch(/^Disallow: \/webapp\/api\/$/m);
    // No site, so no sitemap to point at.
    expect(body).not.toContain('Sitemap:');
  });

  it('still says the site is not built for its pages', async () => {
    const res = await fetch(`${server.url}/products/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build:marketing');
  });

  it('serves the web app beside it', async () => {
    const res = await fetch(`${server.url}/webapp/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });
});
