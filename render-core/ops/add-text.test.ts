import { describe, expect, it } from 'vitest';
import { sampleBook, textFrames } from '../testing/sample-book';
import { applyOp } from './index';

describe('addText', () => {
  it('adds a caption inside the safe area in the theme body font', () => {
    const doc = sampleBook();
    const { document } = applyOp(doc, {
      type: 'addText',
      pageId: doc.pages[3]!.id,
      text: 'Sunset at the jetty',
    });
    const [frame] = textFrames(document.pages[3]!);
    expect(frame).toMatchObject({ text: 'Sunset at the jetty', font: 'Inter', role: null });
    expect(frame!.box.x).toBeGreaterThanOrEqual(doc.product.safeMargin);
    expect(frame!.box.y + frame!.box.height).toBeLessThanOrEqual(
      doc.product.trim.height - doc.product.safeMargin,
    );
    expect(document.nextId).toBe(doc.nextId + 1);
  });
});
