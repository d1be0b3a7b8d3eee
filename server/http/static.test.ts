import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_CARDS_TOKEN, PRICE_TOKEN } from '../../contract/catalog/category-cards-html';
import { precompressDir } from '../../scripts/precompress';
import { chooseEncoding } from './encoding';
import { spaHandler } from './static';

/** A JavaScript file big enough to be worth compressing, as the build writes them. */
const bigJs = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'item number ${i}';`).join(
  '\n',
);
const bigHtml = `<!doctype html><title>app</title>${'<p>first screen</p>'.repeat(40)}`;

const root = mkdtempSync(join(tmpdir(), 'bindery-spa-'));
const app = new Hono();

beforeAll(() => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  mkdirSync(join(root, 'big'));
  writeFileSync(join(root, 'big', 'index.html'), bigHtml);
  mkdirSync(join(root, 'big', 'assets'));
  writeFileSync(join(root, 'big', 'assets', 'app-def456.js'), bigJs);
  precompressDir(join(root, 'big'));
  app.all('/big/*', spaHandler(join(root, 'big'), '/big/'));
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

  it('reads a hashed asset once and answers it again from memory; any other file from the disk each time', async () => {
    writeFileSync(join(root, 'assets', 'kept-0a1b2c.js'), 'console.log("first")');
    writeFileSync(join(root, 'robots.txt'), 'first');
    for (const path of ['/webapp/assets/kept-0a1b2c.js', '/webapp/robots.txt'])
      expect(await (await app.request(path)).text()).toContain('first');
    // Never done to a hashed asset, but it shows where the answer comes from.
    writeFileSync(join(root, 'assets', 'kept-0a1b2c.js'), 'console.log("second")');
    writeFileSync(join(root, 'robots.txt'), 'second');
    expect(await (await app.request('/webapp/assets/kept-0a1b2c.js')).text()).toContain('first');
    expect(await (await app.request('/webapp/robots.txt')).text()).toBe('second');
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

describe('precompressed files', () => {
  const js = '/big/assets/app-def456.js';
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  it('the build writes a .br and a .gz copy beside each text file; tiny files are left alone', () => {
    expect(existsSync(join(root, 'big', 'assets', 'app-def456.js.br'))).toBe(true);
    expect(existsSync(join(root, 'big', 'assets', 'app-def456.js.gz'))).toBe(true);
    expect(existsSync(join(root, 'big', 'index.html.br'))).toBe(true);
  });

  it('sends a JavaScript asset brotli-compressed, with its length, Vary, and the original bytes inside', async () => {
    const res = await get(js, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(bigJs) / 3);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(bigJs);
  });

  it('sends identity when Accept-Encoding is absent, or for a Range request', async () => {
    const cases: Record<string, string>[] = [{}, { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-99' }];
    for (const headers of cases) {
      const res = await get(js, headers);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(bigJs);
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(bigJs)));
    }
  });

  it('sends gzip when brotli is not accepted (absent or q=0), identity when neither is', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=0.5, br;q=0']) {
      const res = await get(js, { 'Accept-Encoding': accept });
      expect(res.headers.get('content-encoding'), accept).toBe('gzip');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(bigJs);
    }
    const none = await get(js, { 'Accept-Encoding': 'br;q=0, gzip;q=0, deflate' });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(bigJs);
  });

  it("compresses the app's index.html for every app route too", async () => {
    const res = await get('/big/editor/123', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(bigHtml);
  });

  it('a file without a compressed copy goes as it is, without Vary', async () => {
    const res = await get('/webapp/assets/main-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe('console.log(1)');
  });
});

describe('chooseEncoding', () => {
  it('prefers the highest q-value, br before gzip on a tie; q=0 refuses; * stands for the rest', () => {
    const both = ['br', 'gzip'] as const;
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('', both)).toBeNull();
    expect(chooseEncoding('gzip, br', both)).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('BR;Q=0, GZIP', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0.1, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
    expect(chooseEncoding('x-gzip', ['gzip'])).toBe('gzip');
  });
});

const catalogOf = (name: string, amount: number, currency: string) => ({
  categories: [
    {
      code: 'photo-books',
      name,
      fromPrice: { amount, currency },
      types: [
        { code: 'softcover', name: 'Soft', fromPrice: { amount, currency } },
        { code: 'hardcover', name: 'Hard', fromPrice: { amount, currency } },
      ],
    },
  ],
});
const catalogs: Record<string, ReturnType<typeof catalogOf>> = {
  'EUR|de-de': catalogOf('Fotobücher <neu>', 1799, 'EUR'),
  'GBP|en-gb': catalogOf('Books', 900, 'GBP'),
};
let catalogFails = false;

describe('the first screen in index.html', () => {
  const screens = join(root, 'screens');
  const shell = (lang: string, text: string) => ({
    lang,
    title: `${text} · Bindery`,
    html: `<main><h1>${text}</h1><button>${lang} · %CUR%</button></main>`,
  });
  const screensApp = new Hono();
  const get = (path: string, headers: Record<string, string> = {}) => screensApp.request(path, { headers });

  beforeAll(() => {
    mkdirSync(screens);
    writeFileSync(
      join(screens, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Photobooks</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(screens, 'first-screens.json'),
      JSON.stringify({
        defaultLocale: 'en-gb',
        defaultCurrency: 'GBP',
        currencies: ['GBP', 'EUR'],
        currencyToken: '%CUR%',
        screens: [
          {
            page: 'home',
            path: '^/screens/?$',
            locales: { 'en-gb': shell('en-GB', 'Photobooks'), 'de-de': shell('de-DE', 'Fotobücher') },
          },
          {
            page: 'new-print',
            path: '^/screens/new-print/?$',
            locales: {
              'en-gb': {
                ...shell('en-GB', 'Start'),
                html: `<main>${CATEGORY_CARDS_TOKEN}</main>`,
                cardFrom: `from ${PRICE_TOKEN}`,
              },
              'de-de': {
                ...shell('de-DE', 'Los'),
                html: `<main>${CATEGORY_CARDS_TOKEN}</main>`,
                cardFrom: `ab ${PRICE_TOKEN}`,
              },
            },
          },
        ],
      }),
    );
    screensApp.all(
      '/screens/*',
      spaHandler(screens, '/screens/', async (currency, locale) => {
        if (catalogFails) throw new Error('the database is down');
        // A test catalog: only what the cards read.
        return (catalogs[`${currency}|${locale}`] ?? { categories: [] }) as never;
      }),
    );
    screensApp.all('/webapp/*', spaHandler(root, '/webapp/'));
  });

  it("paints the visitor's locale and currency from their cookies, with lang and title to match", async () => {
    const res = await get('/screens/', { Cookie: 'bindery_locale=de-de; bindery_currency=EUR' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const html = await res.text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<title>Fotobücher · Bindery</title>');
    expect(html).toContain(
      '<div id="root"><main><h1>Fotobücher</h1><button>de-DE · EUR</button></main></div>',
    );
  });

  it('a first visit (no cookies), or cookies naming no locale or currency of ours, gets the defaults', async () => {
    for (const cookie of [undefined, 'bindery_locale=xx-yy; bindery_currency=%3Cb%3E']) {
      const res = await get('/screens/', cookie ? { Cookie: cookie } : {});
      const html = await res.text();
      expect(html, cookie).toContain('<html lang="en-GB">');
      expect(html, cookie).toContain('<h1>Photobooks</h1><button>en-GB · GBP</button>');
      expect(html, cookie).not.toContain('%CUR%');
    }
  });

  it('is compressed as the browser asks, the same page inside', async () => {
    const plain = await (await get('/screens/', { Cookie: 'bindery_locale=de-de' })).text();
    const br = await get('/screens/', { Cookie: 'bindery_locale=de-de', 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(plain);
    const gz = await get('/screens/', { Cookie: 'bindery_locale=de-de', 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(plain);
  });

  it("draws /new-print's category cards from the catalog in the visitor's currency and locale, and gives the app that catalog", async () => {
    const html = await (
      await get('/screens/new-print', { Cookie: 'bindery_locale=de-de; bindery_currency=EUR' })
    ).text();
    expect(html).toContain(
      '<span class="card-title">Fotobücher &lt;neu&gt;</span><span class="card-price">ab 17,99\u00a0€</span>',
    );
    expect(html).toContain('src="/webapp/product-pictures/style-hardcover.webp"');
    // Asked for with the page: the first screen's largest paint.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/webapp/product-pictures/style-hardcover.webp" fetchpriority="high"></head>',
    );
    const data = html.match(
      /<script type="application\/json" id="first-catalog" data-currency="EUR" data-locale="de-de"[^>]*>(.*?)<\/script>/,
    );
    expect(data?.[1]).not.toContain('<');
    expect(JSON.parse(data![1]!)).toEqual(catalogs['EUR|de-de']);
    // Its prices as the cards write them, for the app's first render (no Intl.NumberFormat yet).
    const prices = html.match(/id="first-catalog"[^>]* data-prices="([^"]*)"/)?.[1] ?? '';
    expect(JSON.parse(prices.replaceAll('&quot;', '"'))).toEqual({ '1799 EUR': '17,99\u00a0€' });
  });

  it('gives the home page the catalog it lists, without drawing cards or asking for their pictures', async () => {
    const html = await (
      await get('/screens/', { Cookie: 'bindery_locale=de-de; bindery_currency=EUR' })
    ).text();
    expect(html).toContain(
      '<div id="root"><main><h1>Fotobücher</h1><button>de-DE · EUR</button></main></div>',
    );
    expect(html).toContain('<script type="application/json" id="first-catalog" data-currency="EUR"');
    expect(html).not.toContain('card-grid');
    expect(html).not.toContain('rel="preload"');
  });

  it('a new catalog is drawn on the next answer; without one the cards are left to the app', async () => {
    const first = await (await get('/screens/new-print')).text();
    expect(first).toContain('from £9.00');
    catalogs['GBP|en-gb'] = catalogOf('Books', 1000, 'GBP');
    expect(await (await get('/screens/new-print')).text()).toContain('from £10.00');
    catalogFails = true;
    const without = await (await get('/screens/new-print')).text();
    catalogFails = false;
    expect(without).toContain('<div id="root"><main></main></div>');
    expect(without).not.toContain('first-catalog');
  });

  it('other paths, and a build without first-screens.json, get the plain index.html', async () => {
    const other = await (await get('/screens/basket', { Cookie: 'bindery_locale=de-de' })).text();
    expect(other).toContain('<div id="root"></div>');
    expect(other).toContain('<html lang="en">');
    const without = await (await get('/webapp/')).text();
    expect(without).toBe('<!doctype html><title>app</title>');
  });
});
