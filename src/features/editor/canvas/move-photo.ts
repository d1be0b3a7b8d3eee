import { type BookDocument, designPages, type FrameRef } from '../../../../render-core';
import type { EditorUi } from '../state/session-ui';

/**
 * Moving a photo to another frame without dragging (a keyboard, a switch, a steady hand): "Move"
 * on the selected photo's actions, then the frame it goes to. The two photos swap, as a drag does.
 * The photo waiting is the session's (`ui.moveFrom`): another open design has its own.
 */
export function startMove(ui: EditorUi, from: FrameRef): void {
  ui.moveFrom = { pageId: from.pageId, frameId: from.frameId };
}

export function cancelMove(ui: EditorUi): void {
  ui.moveFrom = null;
}

export const sameFrame = (a: FrameRef | null, b: FrameRef | null): boolean =>
  !!a && !!b && a.pageId === b.pageId && a.frameId === b.frameId;

/**
 * What choosing frame `to` does while a photo waits to move from `from`: swap the two when `to` is
 * another photo frame of the design; otherwise only select it (which ends the move).
 */
export function pickWhileMoving(
  doc: BookDocument,
  from: FrameRef | null,
  to: FrameRef | null,
): { swap: [FrameRef, FrameRef] | null; select: FrameRef | null } {
  if (!from || !to || sameFrame(from, to)) return { swap: null, select: to };
  const frame = designPages(doc)
    .find((p) => p.id === to.pageId)
    ?.frames.find((f) => f.id === to.frameId);
  return { swap: frame?.kind === 'photo' ? [from, to] : null, select: to };
}
