import { describe, expect, it } from 'vitest';
import { squareBook } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { autoLayoutBook } from './auto-layout';
import { relayoutFrom } from './relayout';

describe('relayoutFrom', () => {
  it('leaves pages before the chosen page untouched and keeps the page count', () => {
    const doc = autoLayoutBook(samplePhotos(90), squareBook);
    const { document } = relayoutFrom(doc, 10, 4);
    expect(document.pages.slice(0, 10)).toEqual(doc.pages.slice(0, 10));
    // The very same objects: nothing before page 10 was even copied.
    for (let i = 0; i < 10; i++) expect(document.pages[i]).toBe(doc.pages[i]);
    expect(document.pages).toHaveLength(doc.pages.length);
    expect(document.pages.slice(10)).not.toEqual(doc.pages.slice(10));
  });

  it('puts the later photos and the unused ones on the later pages', () => {
    const doc = autoLayoutBook(samplePhotos(40), squareBook);
    const ids = (pages: typeof doc.pages) =>
      pages
        .flatMap((p) => p.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : [])))
        .sort();
    const { document } = relayoutFrom(doc, 5);
    expect(ids(document.pages.slice(5))).toEqual(ids(doc.pages.slice(5)));
    expect(new Set(document.pages.slice(5).map((p) => p.id)).size).toBe(document.pages.length - 5);
  });
});
