// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../schema/locales';
import { buildSite, ORIGIN_TOKEN } from './build-site';

let out: string;
let result: Awaited<ReturnType<typeof buildSite>>;
beforeAll(async () => {
  out = join(mkdtempSync(join(tmpdir(), 'bindery-site-build-')), 'site');
  result = await buildSite(out, {
    origin: 'https://bindery.example',
    now: Date.parse('2026-11-21T12:00:00Z'),
    admin: false,
  });
}, 120_000);
afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(out, path), 'utf8');

describe('the prerendered site', () => {
  it('has every page in every locale, each with a 404 page', () => {
    expect(result.pages % LOCALES.length).toBe(0);
    expect(result.pages / LOCALES.length).toBeGreaterThanOrEqual(36);
    for (const prefix of ['', 'de-de/', 'pl-pl/', 'en-us/']) {
      for (const path of [
        'index.html',
        'blog/wedding-album/index.html',
        'products/prints/matte/index.html',
        '404.html',
      ]) {
        expect(existsSync(join(out, prefix, path)), `${prefix}${path}`).toBe(true);
      }
    }
  });

  it('writes canonical, hreflang and Open Graph tags with the given origin', () => {
    const html = read('de-de/offers/black-friday/index.html');
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain(
      '<link rel="canonical" href="https://bindery.example/de-de/offers/black-friday/"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="pl-PL" href="https://bindery.example/pl-pl/offers/black-friday/"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://bindery.example/offers/black-friday/"/>',
    );
    expect(html).toContain('<meta property="og:locale" content="de_DE"/>');
    expect(html).not.toContain(ORIGIN_TOKEN);
  });

  it('prerenders the countdown as of the build and the prices in the locale currency', () => {
    const bf = read('pl-pl/offers/black-friday/index.html');
    expect(bf).toMatch(/<b data-unit="days">7<\/b>/);
    expect(read('pl-pl/products/photo-books/hardcover/index.html')).toContain('zł');
    expect(read('products/photo-books/hardcover/index.html')).toContain('£');
    expect(read('en-us/products/photo-books/hardcover/index.html')).toContain('$');
  });

  it('loads one small script and no other', () => {
    const html = read('index.html');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([`/assets/${result.islands}`]);
    expect(readFileSync(join(out, 'assets', result.islands)).byteLength).toBeLessThan(20 * 1024);
  });

  it('lists every page in every locale in the sitemap, and robots.txt points at it', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap.match(/<url>/g)?.length).toBe(result.pages);
    expect(sitemap).toContain('<loc>https://bindery.example/fi-fi/blog/author/tom-okafor/</loc>');
    expect(read('robots.txt')).toContain('Sitemap: https://bindery.example/sitemap.xml');
  });
});
