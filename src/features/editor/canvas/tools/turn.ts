import type { Effect, PointerEvent, PointerMove, Step } from './effects';

/** A slow drag across the page (not a flick) turns it once it has gone this share of the width. */
export const TURN_SHARE = 0.25;

/** Whether a finger's move, lifted, turns the page: a sideways flick, or far enough across. */
export function turnsPage(e: PointerMove, width: number): { flick: boolean; far: boolean } {
  return {
    flick: e.flick && Math.abs(e.dx) > Math.abs(e.dy),
    far: Math.abs(e.dx) > width * TURN_SHARE && Math.abs(e.dx) > 1.5 * Math.abs(e.dy),
  };
}

export const turnDir = (dx: number): 1 | -1 => (dx < 0 ? 1 : -1);

/** The page-turn tool: a finger on no frame swipes; the page follows it and turns once let go. */
export interface TurnState {
  tool: 'turn';
  /** The canvas's width in px. */
  width: number;
}

export function stepTurn(state: TurnState, e: PointerEvent): Step<TurnState> {
  if (e.type === 'cancel') return { state: null, effects: [{ type: 'slide', dx: 0 }] };
  if (e.type === 'move') return { state, effects: [{ type: 'slide', dx: e.dx }] };
  const { flick, far } = turnsPage(e, state.width);
  const effects: Effect[] = [{ type: 'slide', dx: 0 }];
  if (flick || far) effects.push({ type: 'turn', dir: turnDir(e.dx) });
  return { state: null, effects };
}
