import { describe, expect, it } from 'vitest';
import { pageWithPhotos, photoFrames, sampleBook } from '../testing/sample-book';
import { autoLayoutBook } from '../layout/auto-layout';
import { squareBook } from '../testing/products';
import { faceShown, PANORAMA } from '../testing/faces';
import { applyOp } from './index';

describe('movePhotoToPage', () => {
  it('moves a photo and gives both pages templates for their new photo counts', () => {
    const doc = sampleBook();
    const source = pageWithPhotos(doc, 2);
    const target = doc.pages.find((p) => p.id !== source.id && photoFrames(p).length <= 3)!;
    const frame = photoFrames(source)[0]!;
    const { document } = applyOp(doc, {
      type: 'movePhotoToPage',
      from: { pageId: source.id, frameId: frame.id },
      toPageId: target.id,
    });
    const pageAfter = (id: string) => document.pages.find((p) => p.id === id)!;
    expect(photoFrames(pageAfter(source.id))).toHaveLength(photoFrames(source).length - 1);
    expect(photoFrames(pageAfter(target.id))).toHaveLength(photoFrames(target).length + 1);
    expect(photoFrames(pageAfter(target.id)).map((f) => f.photoId)).toContain(frame.photoId);
  });

  it('keeps a face whole on the page the photo moves to', () => {
    let doc = applyOp(sampleBook(), { type: 'addPhotos', photos: [PANORAMA] }).document;
    const source = pageWithPhotos(doc, 2);
    const target = doc.pages.find((p) => p.id !== source.id && photoFrames(p).length === 2)!;
    const frame = photoFrames(source)[0]!;
    doc = applyOp(doc, {
      type: 'replacePhoto',
      pageId: source.id,
      frameId: frame.id,
      photoId: 'panorama',
    }).document;
    const { document } = applyOp(doc, {
      type: 'movePhotoToPage',
      from: { pageId: source.id, frameId: frame.id },
      toPageId: target.id,
    });
    const landed = photoFrames(document.pages.find((p) => p.id === target.id)!).find(
      (f) => f.photoId === 'panorama',
    )!;
    expect(faceShown(landed)).toBe(true);
  });

  it('refuses a seventh photo on a page', () => {
    // 600 photos a minute apart on the 100-page maximum: one chapter, six on every page.
    const photos = Array.from({ length: 600 }, (_, i) => ({
      id: `p${i}`,
      width: 3000,
      height: 2000,
      takenAt: new Date(Date.UTC(2026, 6, 1) + i * 60_000).toISOString(),
    }));
    const doc = autoLayoutBook(photos, squareBook);
    const [full, source] = [doc.pages[0]!, doc.pages[1]!];
    expect(photoFrames(full).filter((f) => f.photoId)).toHaveLength(6);
    const from = { pageId: source.id, frameId: photoFrames(source)[0]!.id };
    expect(() => applyOp(doc, { type: 'movePhotoToPage', from, toPageId: full.id })).toThrow(/at most 6/);
  });
});
