import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';
import type { Catalog } from './catalog-query';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('GET /webapp/api/catalog', () => {
  it('serves photo books, calendars and prints in GBP by default', async () => {
    const res = await fetch(server.api('/catalog'));
    expect(res.status).toBe(200);
    const catalog = await json<Catalog>(res);
    expect(catalog.currency).toBe('GBP');
    expect(catalog.categories.map((c) => c.code)).toEqual(['photo-books', 'calendars', 'prints']);
    const books = catalog.categories[0]!;
    expect(books.types.map((t) => t.code)).toEqual(['softcover', 'hardcover', 'layflat']);
    const sizes = new Set(books.types.flatMap((t) => t.products.map((p) => p.size)));
    expect(sizes.size).toBeGreaterThanOrEqual(3);
    const sc = books.types[0]!.products[0]!;
    expect(sc).toMatchObject({
      code: 'BOOK-SC-20X20',
      trim: { width: 200, height: 200 },
      bleed: 3,
      safeMargin: 10,
      pages: { min: 20, max: 100, step: 2 },
      price: { base: { amount: 1799, currency: 'GBP' }, extraPage: { amount: 45, currency: 'GBP' } },
    });
    expect(books.fromPrice).toEqual({ amount: 1799, currency: 'GBP' });
    const calendars = catalog.categories[1]!.types.flatMap((t) => t.products.map((p) => p.code));
    expect(calendars).toEqual(['CAL-WALL-A4', 'CAL-WALL-A3', 'CAL-DESK']);
    const prints = catalog.categories[2]!.types[0]!.products.map((p) => p.size);
    expect(prints).toEqual(['6 × 4″', '5 × 7″', '5 × 5″']);
  });

  it.each(['GBP', 'EUR', 'USD', 'DKK', 'NOK', 'SEK', 'PLN'])(
    'prices every product in %s',
    async (currency) => {
      const catalog = await json<Catalog>(await fetch(server.api(`/catalog?currency=${currency}`)));
      const products = catalog.categories.flatMap((c) => c.types.flatMap((t) => t.products));
      expect(products.length).toBe(20);
      for (const p of products) {
        expect(p.price.base.currency).toBe(currency);
        expect(p.price.base.amount).toBeGreaterThan(0);
      }
    },
  );

  it('names products in the requested locale', async () => {
    const de = await json<Catalog>(await fetch(server.api('/catalog?locale=de-de&currency=EUR')));
    expect(de.categories[0]!.name).toBe('Fotobücher');
    const pl = await json<Catalog>(await fetch(server.api('/catalog?locale=pl-pl&currency=PLN')));
    expect(pl.categories[1]!.name).toBe('Kalendarze');
    const unknown = await json<Catalog>(await fetch(server.api('/catalog?locale=xx')));
    expect(unknown.categories[0]!.name).toBe('Photo books');
  });

  it('refuses an unknown currency with a 400 naming the field', async () => {
    const res = await fetch(server.api('/catalog?currency=XYZ'));
    expect(res.status).toBe(400);
    const body = await json<{ error: { code: string; field: string; message: string } }>(res);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.field).toBe('query.currency');
    expect(body.error.message).toContain('GBP');
  });
});
