import { describe, expect, it } from 'vitest';
import { sampleBook } from '../testing/sample-book';
import { applyOp } from './index';
import { listUnusedPhotos } from './unused-photos';

describe('addPhotos', () => {
  it('adds new photos as unused and skips ids already present', () => {
    const doc = sampleBook(10);
    const { document } = applyOp(doc, {
      type: 'addPhotos',
      photos: [
        { id: 'late-arrival', width: 1200, height: 800 },
        { id: doc.photos[0]!.id, width: 1, height: 1 },
      ],
    });
    expect(document.photos).toHaveLength(11);
    expect(listUnusedPhotos(document).map((p) => p.id)).toEqual(['late-arrival']);
  });
});
