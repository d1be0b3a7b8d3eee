import { describe, expect, it } from 'vitest';
import { productSpecSchema } from '../model/product';
import { landscapeBook, squareBook } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { validateBook } from '../validate/validate-book';
import { autoLayoutBook } from './auto-layout';
import { pageCountAllowed } from './page-count';

/** A hardcover like the catalog's whose least page count is 24 (issue 53: 8 photos, 16 grey frames). */
const hardcover24 = productSpecSchema.parse({
  ...squareBook,
  code: 'TEST-HC-24',
  pages: { min: 24, max: 120, step: 2 },
});

const photoIdsOf = (doc: ReturnType<typeof autoLayoutBook>) =>
  doc.pages.flatMap((p) => p.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : [])));

describe('the first draft of a book fits its pages to the photos (issue 53)', () => {
  it('lays 8 photos on a 24-page-minimum book with no empty frame, a photo every few pages', () => {
    const doc = autoLayoutBook(samplePhotos(8), hardcover24);
    expect(doc.pages).toHaveLength(24);
    expect(validateBook(doc).filter((f) => f.code === 'EMPTY_FRAME')).toEqual([]);
    expect(photoIdsOf(doc)).toHaveLength(8);
    // Spread through the book a spread at a time: facing pages both hold a photo, a few turns apart.
    const withPhoto = doc.pages.flatMap((p, i) => (p.frames.length > 0 ? [i] : []));
    expect(withPhoto).toHaveLength(8);
    for (const i of withPhoto)
      expect(doc.pages[i % 2 === 0 ? i + 1 : i - 1]!.frames.length).toBeGreaterThan(0);
    const spreads = [...new Set(withPhoto.map((i) => Math.floor(i / 2)))];
    expect(spreads[0]).toBe(0);
    const gaps = spreads.slice(1).map((s, k) => s - spreads[k]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(3);
  });

  for (const product of [squareBook, landscapeBook, hardcover24]) {
    for (const count of [1, 3, 8, 13, 19, 20, 24, 31, 60, 150]) {
      it(`${count} photos on ${product.code} (${product.pages.min}+ pages): every photo placed, no empty frame`, () => {
        const doc = autoLayoutBook(samplePhotos(count), product);
        expect(pageCountAllowed(doc.pages.length, product.pages)).toBe(true);
        const empty = validateBook(doc).filter((f) => f.code === 'EMPTY_FRAME');
        expect(empty).toEqual([]);
        expect(new Set(photoIdsOf(doc)).size).toBe(count);
      });
    }
  }

  it('keeps the places to put photos in a book made with none (a starter)', () => {
    const doc = autoLayoutBook([], squareBook);
    expect(doc.pages.every((p) => p.frames.length === 1)).toBe(true);
  });
});
