import { describe, expect, it } from 'vitest';
import { squareBook } from '../../render-core/testing/products';
import type { CatalogProduct } from '../../contract/catalog/catalog';
import { productSpecOf } from './product-spec';

const layflat: CatalogProduct = {
  code: 'BOOK-LF-20X20',
  kind: 'book',
  size: '20 × 20 cm',
  orientation: 'square',
  trim: { width: 200, height: 200 },
  bleed: 3,
  safeMargin: 10,
  minDpi: 100,
  recommendedDpi: 200,
  pages: { min: 20, max: 80, step: 2 },
  price: { base: { amount: 3999, currency: 'GBP' }, extraPage: { amount: 120, currency: 'GBP' } },
};

describe('productSpecOf', () => {
  it('keeps the geometry and limits of a catalog product and drops its names and prices', () => {
    expect(productSpecOf(layflat)).toEqual({ ...squareBook, code: 'BOOK-LF-20X20', pages: layflat.pages });
    expect(() => productSpecOf({ ...layflat, code: 'not a code' })).toThrow();
  });
});
