import { describe, expect, it } from 'vitest';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { applyOp } from './index';
import { listRemovedPhotos, listUnusedPhotos } from './unused-photos';

describe('removePhoto', () => {
  it('empties the frame and sets the photo aside, not among the unused', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    const frame = photoFrames(page)[0]!;
    const { document } = applyOp(doc, { type: 'removePhoto', pageId: page.id, frameId: frame.id });
    expect(photoFrames(document.pages[0]!)[0]!.photoId).toBeNull();
    expect(listRemovedPhotos(document).map((p) => p.id)).toEqual([frame.photoId]);
    expect(listUnusedPhotos(document)).toEqual([]);
  });
});
