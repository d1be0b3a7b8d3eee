import { describe, expect, it } from 'vitest';
import type { Catalog, CatalogProduct } from '../../../../contract/catalog/catalog';
import { orderChoices, priceFor } from './order-choices';

const book = (code: string, width: number, max = 100): CatalogProduct => ({
  code,
  kind: 'book',
  size: `${width}×20 cm`,
  orientation: 'square',
  trim: { width, height: 200 },
  bleed: 3,
  safeMargin: 10,
  minDpi: 100,
  recommendedDpi: 200,
  pages: { min: 24, max, step: 2 },
  price: { base: { amount: 2000, currency: 'GBP' }, extraPage: { amount: 50, currency: 'GBP' } },
});

const catalog: Catalog = {
  currency: 'GBP',
  locale: 'en',
  categories: [
    {
      code: 'photo-books',
      name: 'Photo books',
      fromPrice: { amount: 2000, currency: 'GBP' },
      types: [
        {
          code: 'softcover',
          name: 'Softcover',
          fromPrice: { amount: 2000, currency: 'GBP' },
          products: [book('SC-20', 200), book('SC-30', 300)],
        },
        {
          code: 'hardcover',
          name: 'Hardcover',
          fromPrice: { amount: 2000, currency: 'GBP' },
          products: [book('HC-20', 200)],
        },
        {
          code: 'layflat',
          name: 'Layflat',
          fromPrice: { amount: 2000, currency: 'GBP' },
          products: [book('LF-20', 200, 40)],
        },
      ],
    },
  ],
};

/** A book design of `n` inner pages, as pricing and the page rule see it. */
const bookOf = (n: number) => ({
  kind: 'book' as const,
  pages: Array.from({ length: n }, () => ({ quantity: 1 })),
});

describe('orderChoices', () => {
  it('offers the same size in other covers that take the page count, own product first', () => {
    expect(orderChoices(catalog, 'SC-20', bookOf(30)).map((c) => c.product.code)).toEqual([
      'SC-20',
      'HC-20',
      'LF-20',
    ]);
    expect(orderChoices(catalog, 'SC-20', bookOf(60)).map((c) => c.product.code)).toEqual(['SC-20', 'HC-20']);
    // Pages come in steps of two: 31 pages fit no other product.
    expect(orderChoices(catalog, 'SC-20', bookOf(31)).map((c) => c.product.code)).toEqual(['SC-20']);
  });
  it('prices pages beyond the minimum', () => {
    expect(priceFor(book('x', 200), bookOf(24))).toBe(2000);
    expect(priceFor(book('x', 200), bookOf(30))).toBe(2300);
    expect(orderChoices(catalog, 'HC-20', bookOf(26))[0]!.unitMinor).toBe(2100);
  });
  it('has nothing for an unknown product', () => {
    expect(orderChoices(catalog, 'NOPE', bookOf(24))).toEqual([]);
  });
  it('prices a set of prints per print and per copy, and offers the other paper of the same size', () => {
    const print = (code: string, amount: number): CatalogProduct => ({
      ...book(code, 152),
      kind: 'print',
      trim: { width: 152, height: 102 },
      pages: { min: 1, max: 1, step: 1 },
      price: { base: { amount, currency: 'GBP' }, extraPage: { amount: 0, currency: 'GBP' } },
    });
    const prints: Catalog = {
      ...catalog,
      categories: [
        {
          code: 'prints',
          name: 'Prints',
          fromPrice: { amount: 25, currency: 'GBP' },
          types: [
            {
              code: 'gloss',
              name: 'Gloss',
              fromPrice: { amount: 25, currency: 'GBP' },
              products: [print('GL', 25)],
            },
            {
              code: 'matte',
              name: 'Matte',
              fromPrice: { amount: 29, currency: 'GBP' },
              products: [print('MT', 29)],
            },
          ],
        },
      ],
    };
    // Eight prints, one of them in two copies: nine prints to pay for.
    const set = { kind: 'print' as const, pages: [2, 1, 1, 1, 1, 1, 1, 1].map((quantity) => ({ quantity })) };
    expect(orderChoices(prints, 'GL', set).map((c) => [c.product.code, c.unitMinor])).toEqual([
      ['GL', 225],
      ['MT', 261],
    ]);
  });
});
