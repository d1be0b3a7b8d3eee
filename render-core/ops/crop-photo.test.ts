import { describe, expect, it } from 'vitest';
import { placePhoto } from '../model/crop';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { applyOp } from './index';

describe('cropPhoto', () => {
  it('shows the chosen part of the photo', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    const frame = photoFrames(page)[0]!;
    const photo = doc.photos.find((p) => p.id === frame.photoId)!;
    const { document } = applyOp(doc, {
      type: 'cropPhoto',
      pageId: page.id,
      frameId: frame.id,
      rect: { x: 0.5, y: 0.5, width: 0.25, height: 0.25 },
    });
    const cropped = photoFrames(document.pages[0]!)[0]!;
    expect(cropped.crop.centerX).toBeCloseTo(0.625, 6);
    expect(cropped.crop.zoom).toBeGreaterThan(1);
    const { source } = placePhoto(photo, cropped.box, cropped.crop);
    // The shown part is the chosen part (or inside it, where the frame's shape is narrower).
    expect(source.x).toBeGreaterThanOrEqual(0.5 * photo.width - 1e-6);
    expect(source.x + source.width).toBeLessThanOrEqual(0.75 * photo.width + 1e-6);
  });

  it('refuses a crop reaching outside the photo', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    const rect = { x: 0.9, y: 0, width: 0.5, height: 0.5 };
    expect(() =>
      applyOp(doc, { type: 'cropPhoto', pageId: page.id, frameId: page.frames[0]!.id, rect }),
    ).toThrow(/inside the photo/);
  });
});
