import { describe, expect, it } from 'vitest';
import { autoLayoutBook, type BookDocument, productSpecSchema } from '../../../../../render-core';
import { samplePhotos } from '../../../../../render-core/testing/sample-photos';
import { firstPhotoId, sampleText } from './first-photo';

const spec = productSpecSchema.parse({
  code: 'BOOK-HC-20X20',
  kind: 'book',
  trim: { width: 200, height: 200 },
  bleed: 3,
  safeMargin: 10,
  minDpi: 150,
  recommendedDpi: 300,
  pages: { min: 20, max: 100, step: 2 },
});

const book = (count: number, title = 'Summer by the sea'): BookDocument =>
  structuredClone(autoLayoutBook(samplePhotos(count), spec, { id: 'b', title }));

describe('firstPhotoId', () => {
  it('is the first photo placed in the book, cover first', () => {
    const doc = book(8);
    const cover = doc.cover!.frames.find((f) => f.kind === 'photo');
    expect(cover?.kind).toBe('photo');
    expect(firstPhotoId(doc)).toBe(cover?.kind === 'photo' ? cover.photoId : undefined);
  });

  it('skips empty frames and falls back to the first uploaded photo, then to none', () => {
    const doc = book(4);
    for (const page of [doc.cover!, ...doc.pages]) {
      for (const f of page.frames) if (f.kind === 'photo') f.photoId = null;
    }
    expect(firstPhotoId(doc)).toBe(doc.photos[0]!.id);
    doc.photos = [];
    expect(firstPhotoId(doc)).toBeNull();
  });
});

describe('sampleText', () => {
  it("is the book's title, else the sample", () => {
    expect(sampleText(book(2, 'Lisbon 2026'), 'Summer')).toBe('Lisbon 2026');
    expect(sampleText(book(2, '  '), 'Summer')).toBe('Summer');
  });
});
