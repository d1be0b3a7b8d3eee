import { describe, expect, it } from 'vitest';
import { sampleBook } from '../testing/sample-book';
import { applyOp, OpError } from './index';

describe('addPage', () => {
  it('inserts an empty page of the chosen template and leaves the input alone', () => {
    const doc = sampleBook();
    const { document } = applyOp(doc, {
      type: 'addPage',
      at: 2,
      template: 'grid-2x2',
    });
    expect(document.pages).toHaveLength(doc.pages.length + 1);
    const page = document.pages[2]!;
    expect(page.template).toBe('grid-2x2');
    expect(page.frames).toHaveLength(4);
    expect(page.frames.every((f) => f.kind === 'photo' && f.photoId === null)).toBe(true);
    expect(document.pages[3]).toBe(doc.pages[2]);
    expect(doc.pages).toHaveLength(20);
  });

  it('refuses an unknown template or a place past the end', () => {
    const doc = sampleBook();
    expect(() => applyOp(doc, { type: 'addPage', at: 0, template: 'nope' })).toThrow(OpError);
    expect(() => applyOp(doc, { type: 'addPage', at: 99 })).toThrow(/0\.\.20/);
  });
});
