import { applyOp, type BookDocument } from '../../../../../render-core';
import { sampleBook } from '../../../../../render-core/testing/sample-book';
import { type PlacedFrame, spreadGeometry } from '../spread-geometry';
import type { PointerMove } from './effects';

/** A book whose first inner spread has photos and, on its left page, a caption "cap". */
export function bookWithCaption(): { doc: BookDocument; spread: number } {
  const base = sampleBook(20);
  const pageId = base.pages[0]!.id;
  const doc = applyOp(base, { type: 'addText', pageId, text: 'Day one', id: 'cap' }).document;
  return { doc, spread: doc.cover ? 1 : 0 };
}

export function placed(doc: BookDocument, spread: number, kind: 'photo' | 'text', n = 0): PlacedFrame {
  const frames = spreadGeometry(doc, spread).frames.filter(
    (f) => f.frame.kind === kind && (kind === 'text' || (f.frame.kind === 'photo' && f.frame.photoId)),
  );
  const f = frames[n];
  if (!f) throw new Error(`no ${kind} frame #${n} on spread ${spread}`);
  return f;
}

export const moved = (dx: number, dy: number, more: Partial<PointerMove> = {}): PointerMove => ({
  type: 'move',
  dx,
  dy,
  at: { x: 100 + dx, y: 100 + dy },
  over: null,
  flick: false,
  ...more,
});

export const lifted = (dx: number, dy: number, more: Partial<PointerMove> = {}): PointerMove => ({
  ...moved(dx, dy, more),
  type: 'end',
});
