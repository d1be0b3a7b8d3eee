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

describe('orderChoices', () => {
  it('offers the same size in other covers that take the page count, own product first', () => {
    expect(orderChoices(catalog, 'SC-20', 30).map((c) => c.product.code)).toEqual([
      'SC-20',
      'HC-20',
      'LF-20',
    ]);
    expect(orderChoices(catalog, 'SC-20', 60).map((c) => c.product.code)).toEqual(['SC-20', 'HC-20']);
    // Pages come in steps of two: 31 pages fit no other product.
    expect(orderChoices(catalog, 'SC-20', 31).map((c) => c.product.code)).toEqual(['SC-20']);
  });
  it('prices pages beyond the minimum', () => {
    expect(priceFor(book('x', 200), 24)).toBe(2000);
    expect(priceFor(book('x', 200), 30)).toBe(2300);
    expect(orderChoices(catalog, 'HC-20', 26)[0]!.unitMinor).toBe(2100);
  });
  it('has nothing for an unknown product', () => {
    expect(orderChoices(catalog, 'NOPE', 24)).toEqual([]);
  });
});
