import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { spaHandler } from './static';

const root = mkdtempSync(join(tmpdir(), 'bindery-spa-'));
const app = new Hono();

beforeAll(() => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  app.all('/webapp/*', spaHandler(root, '/webapp/'));
});

describe('spaHandler', () => {
  it('caches hashed assets for a year', async () => {
    const res = await app.request('/webapp/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('falls back to an uncached index.html for app routes', async () => {
    for (const path of ['/webapp/', '/webapp/account/order/history', '/webapp/editor/123']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>app</title>');
    }
  });

  it('answers a missing asset with 404, never the HTML', async () => {
    const res = await app.request('/webapp/assets/gone-000.js');
    expect(res.status).toBe(404);
  });

  it('never serves files outside its folder', async () => {
    const res = await app.request('/webapp/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>app</title>');
  });
});
