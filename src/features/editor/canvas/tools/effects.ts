import type { FrameRef, Op } from '../../../../../render-core';
import type { PlacedFrame } from '../spread-geometry';
import type { View } from '../view';

/**
 * What a tool asks the canvas's shell to do: plain data, so the tools are pure and tested without a
 * DOM. The shell carries them out in one place (SpreadCanvas's runEffects).
 */
export type Effect =
  | { type: 'select'; ref: FrameRef | null }
  | { type: 'edit'; op: Op }
  | { type: 'editTogether'; ops: Op[]; thenSelect?: FrameRef }
  | { type: 'swap'; a: FrameRef; b: FrameRef }
  | { type: 'beginGesture' }
  | { type: 'endGesture' }
  /** Onwards (1) or back (-1) a page or spread. */
  | { type: 'turn'; dir: 1 | -1 }
  /** The phone's page view shows this page (the one holding the selection). */
  | { type: 'showPage'; pageId: string }
  | { type: 'view'; view: View }
  /** The page follows the finger by dx screen px while it turns it (0 puts it back). */
  | { type: 'slide'; dx: number }
  /** The photo being dragged, under the finger at (x, y) canvas px, over `target` (null: hidden). */
  | { type: 'ghost'; ghost: { frame: PlacedFrame; x: number; y: number; target: PlacedFrame | null } | null }
  | { type: 'startTyping'; ref: FrameRef };

/** A point on the canvas, in screen px from its top left. */
export interface Point {
  x: number;
  y: number;
}

/** A finger (or the mouse) moving after it went down: how far from there, where, and over what. */
export interface PointerMove {
  type: 'move' | 'end';
  /** From where the finger went down, in screen px. */
  dx: number;
  dy: number;
  at: Point;
  /** The photo frame under the finger now (a move's drop target). */
  over: PlacedFrame | null;
  /** A quick sideways flick (use-gesture's swipe). */
  flick: boolean;
}

/** A second finger came down, or the browser took the gesture: the tool ends as it is. */
export interface PointerCancel {
  type: 'cancel';
}

export type PointerEvent = PointerMove | PointerCancel;

export const refOf = (f: PlacedFrame): FrameRef => ({ pageId: f.pageId, frameId: f.frame.id });

export const sameFrame = (a: FrameRef | null, b: FrameRef | null): boolean =>
  !!a && !!b && a.pageId === b.pageId && a.frameId === b.frameId;

/** A tool's step: its state after the event (null: the gesture is over) and what to do. */
export interface Step<S> {
  state: S | null;
  effects: Effect[];
}
