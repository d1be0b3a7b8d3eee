import { describe, expect, it } from 'vitest';
import { sampleBook, textFrames } from '../testing/sample-book';
import { applyOp } from './index';

describe('removeText', () => {
  it('removes a text frame and refuses a photo frame', () => {
    const doc = sampleBook();
    const title = textFrames(doc.cover!)[0]!;
    const { document } = applyOp(doc, { type: 'removeText', pageId: doc.cover!.id, frameId: title.id });
    expect(textFrames(document.cover!)).toHaveLength(0);
    expect(() =>
      applyOp(doc, { type: 'removeText', pageId: doc.cover!.id, frameId: doc.cover!.frames[0]!.id }),
    ).toThrow(/text frame/);
  });
});
