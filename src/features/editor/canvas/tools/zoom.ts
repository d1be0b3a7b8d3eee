import { clampView, FIT, pinchView, type View, ZOOM_STEP, zoomAt } from '../view';
import type { Effect, Point, PointerEvent, Step } from './effects';

/** The canvas's size in screen px. */
export interface Area {
  width: number;
  height: number;
}

/** Dragging the zoomed-in spread pans it, never out of sight. */
export interface PanState {
  tool: 'pan';
  view: View;
  area: Area;
}

export function stepPan(state: PanState, e: PointerEvent): Step<PanState> {
  if (e.type === 'cancel') return { state: null, effects: [] };
  const { view, area } = state;
  const moved = clampView({ ...view, x: view.x + e.dx, y: view.y + e.dy }, area.width, area.height);
  return { state: e.type === 'move' ? state : null, effects: [{ type: 'view', view: moved }] };
}

/** Two fingers zoom around where they started and follow their midpoint. */
export interface PinchState {
  tool: 'pinch';
  view: View;
  at: Point;
  area: Area;
}

export function startPinch(view: View, at: Point, area: Area): PinchState {
  return { tool: 'pinch', view, at, area };
}

/** `factor`: how far apart the fingers are now over how far they were; `at`: their midpoint. */
export function stepPinch(state: PinchState, factor: number, at: Point): Effect[] {
  const view = pinchView(state.view, factor, state.at, at);
  return [{ type: 'view', view: clampView(view, state.area.width, state.area.height) }];
}

/** The zoom buttons and keys: a step in or out around the middle of the canvas, or back to fit. */
export function zoomStep(view: View, step: 'in' | 'out' | 'fit', area: Area): Effect[] {
  if (step === 'fit') return [{ type: 'view', view: FIT }];
  const factor = step === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP;
  const zoomed = zoomAt(view, factor, area.width / 2, area.height / 2);
  return [{ type: 'view', view: clampView(zoomed, area.width, area.height) }];
}
