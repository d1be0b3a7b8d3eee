import type { FrameRef, Rect } from '../../../../../render-core';
import { movedBox, resizedBox } from '../direct';
import type { Effect, PointerEvent, PointerMove, Step } from './effects';

/**
 * The resize tool, on the selected text: a drag inside it moves the box, a drag of its corner
 * handle resizes it, both kept on the page's trim; one undo step for the whole drag.
 */
export interface ResizeState {
  tool: 'resize';
  ref: FrameRef;
  /** The box in page mm when the finger went down. */
  box: Rect;
  trim: { width: number; height: number };
  /** The corner handle (resize) rather than the box (move). */
  corner: boolean;
  /** Screen px per mm. */
  scale: number;
}

function opFor(state: ResizeState, e: PointerMove): Effect {
  const change = state.corner ? resizedBox : movedBox;
  const box = change(state.box, e.dx / state.scale, e.dy / state.scale, state.trim);
  return { type: 'edit', op: { type: 'editText', ...state.ref, box } };
}

export function stepResize(state: ResizeState, e: PointerEvent): Step<ResizeState> {
  if (e.type === 'cancel') return { state: null, effects: [{ type: 'endGesture' }] };
  if (e.type === 'move') return { state, effects: [opFor(state, e)] };
  return { state: null, effects: [opFor(state, e), { type: 'endGesture' }] };
}
