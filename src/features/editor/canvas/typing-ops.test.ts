import { describe, expect, it } from 'vitest';
import { applyOp, type BookDocument, type TextFrame } from '../../../../render-core';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { newCaptionFrame, newCaptionOps, typedOps, withoutText } from './typing-ops';

const applyAll = (doc: BookDocument, ops: ReturnType<typeof typedOps>) =>
  ops.reduce((d, op) => applyOp(d, op).document, doc);

function withCaption(): { doc: BookDocument; ref: { pageId: string; frameId: string }; frame: TextFrame } {
  const base = sampleBook(20);
  const pageId = base.pages[0]!.id;
  const doc = applyOp(base, { type: 'addText', pageId, text: 'Day one', id: 'cap' }).document;
  const frame = doc.pages[0]!.frames.find((f) => f.id === 'cap') as TextFrame;
  return { doc, ref: { pageId, frameId: 'cap' }, frame };
}

describe('typedOps', () => {
  it('writes nothing when nothing changed', () => {
    const { ref, frame } = withCaption();
    expect(typedOps(frame, ref, { ...frame })).toEqual([]);
  });

  it('writes only what changed, the font as its own op', () => {
    const { doc, ref, frame } = withCaption();
    const ops = typedOps(frame, ref, {
      ...frame,
      text: 'Our first day in Seville',
      align: 'left',
      font: 'Lora',
    });
    expect(ops).toEqual([
      { type: 'editText', ...ref, text: 'Our first day in Seville', align: 'left' },
      { type: 'changeFont', ...ref, font: 'Lora' },
    ]);
    const after = applyAll(doc, ops).pages[0]!.frames.find((f) => f.id === 'cap');
    expect(after).toMatchObject({
      text: 'Our first day in Seville',
      align: 'left',
      font: 'Lora',
      size: frame.size,
    });
  });
});

describe('a new caption', () => {
  it('sits in the caption band of its page and is written whole by its ops', () => {
    const doc = sampleBook(20);
    const page = doc.pages[1]!;
    const frame = newCaptionFrame(doc, page, 'new1');
    expect(frame.box.y + frame.box.height).toBeLessThanOrEqual(
      doc.product.trim.height - doc.product.safeMargin,
    );
    const typed = {
      text: 'Tapas at noon',
      font: 'DejaVu Serif' as const,
      size: 24,
      align: 'right' as const,
      color: '#8a1c1c',
    };
    const after = applyAll(doc, newCaptionOps({ pageId: page.id, frameId: 'new1' }, frame.box, typed));
    expect(after.pages[1]!.frames.find((f) => f.id === 'new1')).toMatchObject({ kind: 'text', ...typed });
  });
});

describe('withoutText', () => {
  it('leaves out the words of that frame only, for the text box to show them', () => {
    const { doc, ref } = withCaption();
    const hidden = withoutText(doc, ref);
    expect(hidden.pages[0]!.frames.find((f) => f.id === 'cap')).toMatchObject({ text: '' });
    expect(hidden.pages.slice(1)).toEqual(doc.pages.slice(1));
    expect(doc.pages[0]!.frames.find((f) => f.id === 'cap')).toMatchObject({ text: 'Day one' });
  });
});
