import type { PlacedFrame } from '../spread-geometry';
import { type Effect, type PointerEvent, refOf, type Step } from './effects';
import { turnDir, turnsPage } from './turn';

/**
 * The move tool: a photo dragged onto another photo frame swaps them (the single-tap way, WCAG
 * 2.5.7, is the frame's "Swap" action). Dropped on no other frame it is a swipe: on a phone a
 * full-bleed photo is often all there is of the page to touch.
 */
export interface MoveState {
  tool: 'move';
  frame: PlacedFrame;
  target: PlacedFrame | null;
  width: number;
  /** One page of the spread on a phone: a slow drag across it turns it too. */
  pageView: boolean;
  /** A zoomed-in spread never turns under a drag. */
  zoomed: boolean;
}

export function startMove(frame: PlacedFrame, width: number, pageView: boolean, zoomed = false): MoveState {
  return { tool: 'move', frame, target: null, width, pageView, zoomed };
}

export function stepMove(state: MoveState, e: PointerEvent): Step<MoveState> {
  if (e.type === 'cancel') return { state: null, effects: [{ type: 'ghost', ghost: null }] };
  const target = e.over && e.over.frame.id !== state.frame.frame.id ? e.over : null;
  const next = { ...state, target };
  if (e.type === 'move')
    return { state: next, effects: [{ type: 'ghost', ghost: { frame: state.frame, ...e.at, target } }] };
  const effects: Effect[] = [{ type: 'ghost', ghost: null }];
  if (target) {
    effects.push({ type: 'swap', a: refOf(state.frame), b: refOf(target) });
    effects.push({ type: 'select', ref: refOf(target) });
  } else if (!state.zoomed) {
    const { flick, far } = turnsPage(e, state.width);
    if (flick || (far && state.pageView)) effects.push({ type: 'turn', dir: turnDir(e.dx) });
  }
  return { state: null, effects };
}
