import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { writeTestSite } from '../marketing/site.test-helper';
import { startTestServer, type TestServer } from '../test/harness';

/** A built web app and marketing site with text worth compressing, precompressed as `npm run build` does. */
const appJs = Array.from({ length: 500 }, (_, i) => `export const label${i} = 'Photo book page ${i}';`).join(
  '\n',
);
const siteJs = Array.from({ length: 300 }, (_, i) => `window.island${i} = ${i};`).join('\n');
let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = writeTestSite();
  mkdirSync(join(dist, 'webapp', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'webapp', 'index.html'), '<!doctype html><title>Bindery</title>');
  writeFileSync(join(dist, 'webapp', 'assets', 'index-abc123.js'), appJs);
  writeFileSync(join(dist, 'site', 'assets', 'islands-big-0123.js'), siteJs);
  precompressDir(join(dist, 'webapp'));
  precompressDir(join(dist, 'site'), (f) => f.endsWith('.html'));
  server = await startTestServer({ DIST_DIR: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body itself): status, headers and the bytes on the wire. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed static files over HTTP', () => {
  it("sends the web app's JavaScript as brotli with its length and Vary; it decodes to the original", async () => {
    const res = await get('/webapp/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
    expect(res.body.byteLength).toBeLessThan(Buffer.byteLength(appJs) / 3);
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(appJs);
  });

  it('sends identity when the request has no Accept-Encoding', async () => {
    const res = await get('/webapp/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toBe(appJs);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(appJs));
  });

  it("sends the marketing site's precompressed asset, and its pages as brotli with the origin filled in", async () => {
    const asset = await get('/assets/islands-big-0123.js', { 'Accept-Encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.body.equals(readFileSync(join(dist, 'site', 'assets', 'islands-big-0123.js.br')))).toBe(
      true,
    );
    const page = await get('/', { 'Accept-Encoding': 'br;q=1, gzip;q=0.5' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(Number(page.headers['content-length'])).toBe(page.body.byteLength);
    const html = brotliDecompressSync(page.body).toString('utf8');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/">`);
    const gzipOnly = await get('/', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  });
});
