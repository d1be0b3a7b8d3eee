import { describe, expect, it } from 'vitest';
import { sampleBook, textFrames } from '../testing/sample-book';
import { applyOp } from './index';

describe('changeFont', () => {
  it('sets one of the fonts the print files can embed', () => {
    const doc = sampleBook();
    const title = textFrames(doc.cover!)[0]!;
    const { document } = applyOp(doc, {
      type: 'changeFont',
      pageId: doc.cover!.id,
      frameId: title.id,
      font: 'DejaVu Serif',
    });
    expect(textFrames(document.cover!)[0]!.font).toBe('DejaVu Serif');
    expect(() =>
      applyOp(doc, {
        type: 'changeFont',
        pageId: doc.cover!.id,
        frameId: title.id,
        font: 'Comic Sans' as 'Lora',
      }),
    ).toThrow();
  });
});
