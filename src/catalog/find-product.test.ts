import { describe, expect, it } from 'vitest';
import { pictureTypeOf } from './category-picture';
import { findProduct } from './find-product';
import type { Catalog, CatalogProduct } from './use-catalog';

const money = { amount: 100, currency: 'GBP' } as unknown as CatalogProduct['price']['base'];
const product = (code: string) => ({ code }) as unknown as CatalogProduct;
const catalog = {
  currency: 'GBP',
  locale: 'en-gb',
  categories: [
    {
      code: 'photo-books',
      name: 'Photo books',
      fromPrice: money,
      types: [
        { code: 'softcover', name: 'Softcover', fromPrice: money, products: [product('BOOK-SC-20X20')] },
        { code: 'hardcover', name: 'Hardcover', fromPrice: money, products: [product('BOOK-HC-20X20')] },
      ],
    },
    {
      code: 'prints',
      name: 'Prints',
      fromPrice: money,
      types: [{ code: 'glossy', name: 'Glossy', fromPrice: money, products: [product('PRINT-GL-SQ')] }],
    },
  ],
} as Catalog;

describe('findProduct', () => {
  it('finds a product with its category and style', () => {
    const found = findProduct(catalog, 'BOOK-HC-20X20');
    expect(found?.category.code).toBe('photo-books');
    expect(found?.type.code).toBe('hardcover');
    expect(found?.product.code).toBe('BOOK-HC-20X20');
  });

  it('answers null for a code not in the catalog', () => {
    expect(findProduct(catalog, 'BOOK-XX')).toBeNull();
    expect(findProduct(catalog, '')).toBeNull();
  });
});

describe('pictureTypeOf', () => {
  it('shows photo books by their hardcover, other categories by their first style', () => {
    expect(pictureTypeOf(catalog.categories[0]!)).toBe('hardcover');
    expect(pictureTypeOf(catalog.categories[1]!)).toBe('glossy');
  });
});
