import { describe, expect, it } from 'vitest';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { faceShown, PANORAMA } from '../testing/faces';
import { applyOp } from './index';
import { listUnusedPhotos } from './unused-photos';

describe('replacePhoto', () => {
  it('puts an unused photo in a frame and the old one becomes unused', () => {
    let doc = sampleBook();
    doc = applyOp(doc, {
      type: 'addPhotos',
      photos: [{ id: 'new', width: 3000, height: 2000, focusPoints: [{ x: 0.2, y: 0.3 }] }],
    }).document;
    const page = doc.pages[1]!;
    const frame = photoFrames(page)[0]!;
    const { document } = applyOp(doc, {
      type: 'replacePhoto',
      pageId: page.id,
      frameId: frame.id,
      photoId: 'new',
    });
    const replaced = photoFrames(document.pages[1]!)[0]!;
    expect(replaced.photoId).toBe('new');
    expect(replaced.crop).toMatchObject({ centerX: 0.2, centerY: 0.3, zoom: 1 });
    expect(listUnusedPhotos(document).map((p) => p.id)).toEqual([frame.photoId]);
  });

  it('keeps the new photo face whole in the frame', () => {
    const doc = applyOp(sampleBook(), { type: 'addPhotos', photos: [PANORAMA] }).document;
    const page = doc.pages[1]!;
    const frame = photoFrames(page)[0]!;
    const { document } = applyOp(doc, {
      type: 'replacePhoto',
      pageId: page.id,
      frameId: frame.id,
      photoId: 'panorama',
    });
    const replaced = photoFrames(document.pages[1]!)[0]!;
    expect(faceShown(replaced)).toBe(true);
    expect(faceShown({ ...replaced, crop: { ...replaced.crop, centerX: 0.5, centerY: 0.5 } })).toBe(false);
  });

  it('refuses a photo the document does not hold', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    expect(() =>
      applyOp(doc, { type: 'replacePhoto', pageId: page.id, frameId: page.frames[0]!.id, photoId: 'x' }),
    ).toThrow(/not in the document/);
  });
});
