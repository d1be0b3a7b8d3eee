import { describe, expect, it } from 'vitest';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { faceShown, PANORAMA } from '../testing/faces';
import { applyOp } from './index';

describe('swapPhotos', () => {
  it('swaps the photos of frames on two pages, with filters following the photo', () => {
    const doc = sampleBook();
    const [p1, p2] = [doc.pages[0]!, doc.pages[5]!];
    const [f1, f2] = [photoFrames(p1)[0]!, photoFrames(p2)[0]!];
    const filtered = applyOp(doc, {
      type: 'setFilter',
      pageId: p1.id,
      frameId: f1.id,
      filter: 'sepia',
    }).document;
    const { document } = applyOp(filtered, {
      type: 'swapPhotos',
      a: { pageId: p1.id, frameId: f1.id },
      b: { pageId: p2.id, frameId: f2.id },
    });
    const [n1, n2] = [photoFrames(document.pages[0]!)[0]!, photoFrames(document.pages[5]!)[0]!];
    expect(n1.photoId).toBe(f2.photoId);
    expect(n2.photoId).toBe(f1.photoId);
    expect(n2.filter).toBe('sepia');
    expect(n1.filter).toBe('none');
  });

  it('keeps a face whole when its photo lands in a frame of another shape', () => {
    let doc = applyOp(sampleBook(), { type: 'addPhotos', photos: [PANORAMA] }).document;
    const [p1, p2] = [doc.pages[1]!, doc.pages[5]!];
    const [f1, f2] = [photoFrames(p1)[0]!, photoFrames(p2).at(-1)!];
    doc = applyOp(doc, { type: 'replacePhoto', pageId: p1.id, frameId: f1.id, photoId: 'panorama' }).document;
    const { document } = applyOp(doc, {
      type: 'swapPhotos',
      a: { pageId: p1.id, frameId: f1.id },
      b: { pageId: p2.id, frameId: f2.id },
    });
    const landed = photoFrames(document.pages[5]!).at(-1)!;
    expect(landed.photoId).toBe('panorama');
    expect(faceShown(landed)).toBe(true);
  });
});
