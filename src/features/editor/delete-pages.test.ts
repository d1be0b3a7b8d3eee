import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../../../render-core';
import { photoPrint, squareBook, wallCalendar } from '../../../render-core/testing/products';
import { samplePhotos } from '../../../render-core/testing/sample-photos';
import { pagesToDelete } from './delete-pages';

describe('pagesToDelete', () => {
  it("takes a book's whole spread, never the cover, and not under the least page count", () => {
    const book = autoLayoutBook(samplePhotos(120), squareBook);
    expect(book.pages.length).toBeGreaterThan(squareBook.pages.min);
    expect(pagesToDelete(book, 0, null)).toEqual([]);
    expect(pagesToDelete(book, 2, null)).toEqual([book.pages[2]!.id, book.pages[3]!.id]);
    const least = autoLayoutBook(samplePhotos(3), squareBook);
    expect(least.pages).toHaveLength(squareBook.pages.min);
    expect(pagesToDelete(least, 2, null)).toEqual([]);
  });

  it("takes a set of prints' shown print only, and nothing from a calendar", () => {
    const prints = autoLayoutBook(samplePhotos(6), photoPrint);
    const second = prints.pages[1]!.id;
    const spreadOfSecond = prints.cover ? 1 : 0;
    expect(pagesToDelete(prints, spreadOfSecond, second)).toEqual([second]);
    expect(pagesToDelete(autoLayoutBook(samplePhotos(20), wallCalendar), 1, null)).toEqual([]);
  });
});
