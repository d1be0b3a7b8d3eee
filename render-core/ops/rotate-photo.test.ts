import { describe, expect, it } from 'vitest';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { applyOp } from './index';

describe('rotatePhoto', () => {
  it('turns the photo in its frame, a full turn being none', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    const frameId = photoFrames(page)[0]!.id;
    expect(
      photoFrames(
        applyOp(doc, { type: 'rotatePhoto', pageId: page.id, frameId, rotation: 90 }).document.pages[0]!,
      )[0]!.crop.rotation,
    ).toBe(90);
    expect(
      photoFrames(
        applyOp(doc, { type: 'rotatePhoto', pageId: page.id, frameId, rotation: 360 }).document.pages[0]!,
      )[0]!.crop.rotation,
    ).toBe(0);
  });
});
