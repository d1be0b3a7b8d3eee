// The strip's pure decisions (what a thumbnail depends on, where a drop lands, which edge scrolls),
// apart from React so that each can be tested on its own.
import type { BookDocument } from '../../../../render-core';

/** Near either end of the strip while dragging, it scrolls by this much per move. */
export const EDGE_PX = 40;
export const EDGE_STEP_PX = 14;

/** What a spread's thumbnail depends on: immer keeps unchanged pages the same objects. */
export function spreadKey(doc: BookDocument, index: number): unknown[] {
  const start = doc.cover ? 2 * index - 2 : 2 * index;
  const pages = index === 0 && doc.cover ? [doc.cover] : doc.pages.slice(start, start + 2);
  return [doc.theme, doc.photos, doc.calendar, ...pages];
}

/** Whether a thumbnail painted for key `a` still shows what key `b` describes. */
export const sameKey = (a: unknown[] | undefined, b: unknown[]) =>
  !!a && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Where a thumbnail dropped at `clientX` goes: before the first movable thumbnail whose middle is
 * right of it, or after the last one (`boxes.length`).
 */
export function dropIndexAt(
  boxes: readonly { left: number; width: number }[],
  firstMovable: number,
  clientX: number,
): number {
  for (let j = firstMovable; j < boxes.length; j++) {
    const r = boxes[j]!;
    if (clientX < r.left + r.width / 2) return j;
  }
  return boxes.length;
}

/** How far the strip scrolls while a finger at `x` drags near one of its ends (0 in between). */
export function edgeScroll(x: number, box: { left: number; right: number }): number {
  if (x < box.left + EDGE_PX) return -EDGE_STEP_PX;
  if (x > box.right - EDGE_PX) return EDGE_STEP_PX;
  return 0;
}

/** The class that marks where a dragged spread would land: before thumbnail `i`, or after the last. */
export function dropMark(drag: { from: number; to: number } | null, i: number, count: number): string {
  if (!drag || drag.to === drag.from || drag.to === drag.from + 1) return '';
  if (drag.to === i) return ' drop-before';
  return drag.to === count && i === count - 1 ? ' drop-after' : '';
}
