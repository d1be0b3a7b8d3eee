import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../../../../render-core';
import { photoPrint, squareBook, wallCalendar } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import type { CatalogProduct } from '../../../../contract/catalog/catalog';
import { designPageCount, productSpecOf } from './product-spec';

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
  it('counts every copy of a set of prints, a book its inner pages and a calendar its cover too', () => {
    const prints = autoLayoutBook(samplePhotos(3), photoPrint);
    expect(designPageCount(prints)).toBe(3);
    expect(
      designPageCount({ ...prints, pages: prints.pages.map((p, i) => ({ ...p, quantity: i + 1 })) }),
    ).toBe(6);
    expect(designPageCount(autoLayoutBook(samplePhotos(50), squareBook))).toBe(20);
    expect(designPageCount(autoLayoutBook(samplePhotos(20), wallCalendar))).toBe(13);
  });
});
