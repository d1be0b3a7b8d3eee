import type { FrameRef, PhotoCrop, Rect } from '../../../../../render-core';
import { draggedZoom, pannedCentre } from '../direct';
import type { Effect, Point, PointerEvent, Step } from './effects';

/**
 * The crop tool, on the selected photo frame: a drag inside it pans the photo in the frame, a drag
 * of its corner handle zooms it. The whole drag is one undo step (beginGesture .. endGesture).
 */
export type CropState =
  | {
      tool: 'crop';
      mode: 'pan';
      ref: FrameRef;
      photo: { width: number; height: number };
      box: Rect;
      crop: PhotoCrop;
      /** Screen px per spread mm. */
      scale: number;
    }
  | { tool: 'crop'; mode: 'zoom'; ref: FrameRef; crop: PhotoCrop; centre: Point; from: Point };

function opFor(state: CropState, e: { dx: number; dy: number; at: Point }): Effect {
  if (state.mode === 'pan') {
    const centre = pannedCentre(state.photo, state.box, state.crop, e.dx, e.dy, state.scale);
    return { type: 'edit', op: { type: 'panPhoto', ...state.ref, ...centre } };
  }
  const zoom = draggedZoom(state.crop.zoom, state.centre, state.from, e.at);
  return { type: 'edit', op: { type: 'zoomPhoto', ...state.ref, zoom } };
}

export function stepCrop(state: CropState, e: PointerEvent): Step<CropState> {
  if (e.type === 'cancel') return { state: null, effects: [{ type: 'endGesture' }] };
  if (e.type === 'move') return { state, effects: [opFor(state, e)] };
  return { state: null, effects: [opFor(state, e), { type: 'endGesture' }] };
}
