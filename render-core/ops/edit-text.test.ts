import { describe, expect, it } from 'vitest';
import { sampleBook, textFrames } from '../testing/sample-book';
import { applyOp } from './index';

describe('editText', () => {
  it('changes only the given fields; editing the cover title renames the book', () => {
    const doc = sampleBook();
    const title = textFrames(doc.cover!)[0]!;
    const { document } = applyOp(doc, {
      type: 'editText',
      pageId: doc.cover!.id,
      frameId: title.id,
      text: 'Basque summer',
      color: '#ff0000',
    });
    expect(textFrames(document.cover!)[0]).toMatchObject({
      text: 'Basque summer',
      color: '#ff0000',
      size: title.size,
      align: title.align,
    });
    expect(document.title).toBe('Basque summer');
  });

  it('refuses a colour that is not #rrggbb', () => {
    const doc = sampleBook();
    const title = textFrames(doc.cover!)[0]!;
    expect(() =>
      applyOp(doc, { type: 'editText', pageId: doc.cover!.id, frameId: title.id, color: 'red' }),
    ).toThrow(/rrggbb/);
  });
});
