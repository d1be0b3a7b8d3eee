import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../../../../render-core';
import { photoPrint, squareBook, wallCalendar } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { designPageCount } from './product-spec';

describe('designPageCount', () => {
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
