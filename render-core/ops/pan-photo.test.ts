import { describe, expect, it } from 'vitest';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { applyOp } from './index';

describe('panPhoto', () => {
  it('moves the point shown at the frame centre', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    const frame = photoFrames(page)[0]!;
    const { document } = applyOp(doc, {
      type: 'panPhoto',
      pageId: page.id,
      frameId: frame.id,
      centerX: 0.1,
      centerY: 0.9,
    });
    expect(photoFrames(document.pages[0]!)[0]!.crop).toMatchObject({ centerX: 0.1, centerY: 0.9 });
  });

  it('refuses a centre outside the photo', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    expect(() =>
      applyOp(doc, {
        type: 'panPhoto',
        pageId: page.id,
        frameId: page.frames[0]!.id,
        centerX: 1.5,
        centerY: 0,
      }),
    ).toThrow();
  });
});
