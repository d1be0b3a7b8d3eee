import { describe, expect, it } from 'vitest';
import { sampleBook } from '../testing/sample-book';
import { applyOp } from './index';

describe('removeEverything', () => {
  it('empties every photo frame, keeps pages and text, and sets all photos aside', () => {
    const doc = sampleBook();
    const { document } = applyOp(doc, { type: 'removeEverything' });
    const all = [document.cover!, ...document.pages];
    expect(all.flatMap((p) => p.frames).every((f) => f.kind === 'text' || f.photoId === null)).toBe(true);
    expect(document.pages).toHaveLength(doc.pages.length);
    expect(document.removedPhotoIds).toHaveLength(doc.photos.length);
  });
});
