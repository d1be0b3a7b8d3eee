import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { memoryWorld } from '../state/in-memory-deps';
import { EditorSession } from '../state/session';
import { cancelMove, pickWhileMoving, sameFrame, startMove } from './move-photo';

const book = autoLayoutBook(samplePhotos(24), squareBook, { id: 'b', title: 'Summer' });
const photoFrames = book.pages[0]!.frames.filter((f) => f.kind === 'photo');
const refOf = (pageId: string, frameId: string) => ({ pageId, frameId });

describe('moving a photo without dragging', () => {
  it('swaps with another photo frame and selects it', () => {
    const from = refOf(book.pages[0]!.id, photoFrames[0]!.id);
    const to = refOf(book.pages[1]!.id, book.pages[1]!.frames.find((f) => f.kind === 'photo')!.id);
    expect(pickWhileMoving(book, from, to)).toEqual({ swap: [from, to], select: to });
  });

  it('only selects when nothing is moving, the same frame is chosen, or the frame holds text', () => {
    const a = refOf(book.pages[0]!.id, photoFrames[0]!.id);
    expect(pickWhileMoving(book, null, a)).toEqual({ swap: null, select: a });
    expect(pickWhileMoving(book, a, { ...a })).toEqual({ swap: null, select: a });
    expect(pickWhileMoving(book, a, null)).toEqual({ swap: null, select: null });
    const text = [book.cover, ...book.pages]
      .flatMap((p) => (p ? p.frames.map((f) => ({ p, f })) : []))
      .find(({ f }) => f.kind === 'text');
    expect(text).toBeDefined();
    const t = refOf(text!.p.id, text!.f.id);
    expect(pickWhileMoving(book, a, t)).toEqual({ swap: null, select: t });
    expect(pickWhileMoving(book, a, refOf('nowhere', 'none'))).toEqual({
      swap: null,
      select: refOf('nowhere', 'none'),
    });
  });

  it('remembers the frame until the move ends, in its own session only', () => {
    const a = refOf('p', 'f');
    const one = new EditorSession('one', memoryWorld().deps);
    const other = new EditorSession('other', memoryWorld().deps);
    startMove(one.ui, a);
    expect(sameFrame(one.ui.moveFrom, a)).toBe(true);
    expect(other.ui.moveFrom).toBeNull();
    cancelMove(one.ui);
    expect(one.ui.moveFrom).toBeNull();
    expect(sameFrame(null, a)).toBe(false);
    one.dispose();
    other.dispose();
  });
});
