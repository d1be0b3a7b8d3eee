import { describe, expect, it } from 'vitest';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { applyOp } from './index';

describe('zoomPhoto', () => {
  it('sets the zoom and refuses one that would leave the frame bare', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    const frameId = photoFrames(page)[0]!.id;
    const { document } = applyOp(doc, { type: 'zoomPhoto', pageId: page.id, frameId, zoom: 2.5 });
    expect(photoFrames(document.pages[0]!)[0]!.crop.zoom).toBe(2.5);
    expect(() => applyOp(doc, { type: 'zoomPhoto', pageId: page.id, frameId, zoom: 0.5 })).toThrow();
  });
});
