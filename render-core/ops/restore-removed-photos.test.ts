import { describe, expect, it } from 'vitest';
import { sampleBook } from '../testing/sample-book';
import { applyOp } from './index';
import { listUnusedPhotos } from './unused-photos';

describe('restoreRemovedPhotos', () => {
  it('brings removed photos back as unused, all or some', () => {
    const removed = applyOp(sampleBook(10), { type: 'removeEverything' }).document;
    const some = applyOp(removed, {
      type: 'restoreRemovedPhotos',
      photoIds: [removed.photos[0]!.id],
    }).document;
    expect(listUnusedPhotos(some).map((p) => p.id)).toEqual([removed.photos[0]!.id]);
    const all = applyOp(removed, { type: 'restoreRemovedPhotos' }).document;
    expect(listUnusedPhotos(all)).toHaveLength(10);
  });
});
