import type { FrameRef } from '../../../../render-core';
import type { EditorSession } from '../state/session';
import type { Effect } from './tools/effects';
import type { Shown } from './turns';
import type { View } from './view';

/** What only the canvas itself can do: its view, the sliding page, the dragged photo, typing. */
export interface CanvasHands {
  onSelect: (ref: FrameRef | null) => void;
  onSwap: (a: FrameRef, b: FrameRef) => void;
  /** What one swipe onwards (1) or back (-1) shows; null past either end. */
  turned: (dir: 1 | -1) => Shown | null;
  setView: (view: View) => void;
  slideBy: (dx: number) => void;
  showGhost: (ghost: Extract<Effect, { type: 'ghost' }>['ghost']) => void;
  startTyping: (ref: FrameRef) => void;
}

/** What the canvas asks of the open design's session. */
export type CanvasSession = Pick<
  EditorSession,
  'edit' | 'editTogether' | 'select' | 'beginGesture' | 'endGesture' | 'showPage' | 'showSpread'
>;

/**
 * Carries out what the canvas's tools asked for. The one place the canvas calls the editor's
 * session (edits, undo steps, the selection after an edit, the page or spread shown).
 */
export function runEffects(effects: readonly Effect[], hands: CanvasHands, session: CanvasSession): void {
  for (const e of effects) {
    switch (e.type) {
      case 'select':
        hands.onSelect(e.ref);
        break;
      case 'edit':
        void session.edit(e.op);
        break;
      case 'editTogether': {
        const then = e.thenSelect;
        void session.editTogether(e.ops).then((ok) => ok && then && session.select(then));
        break;
      }
      case 'swap':
        hands.onSwap(e.a, e.b);
        break;
      case 'beginGesture':
        session.beginGesture();
        break;
      case 'endGesture':
        session.endGesture();
        break;
      case 'turn': {
        const next = hands.turned(e.dir);
        if (next?.pageId) session.showPage(next.pageId);
        else if (next) session.showSpread(next.spread);
        break;
      }
      case 'showPage':
        session.showPage(e.pageId);
        break;
      case 'view':
        hands.setView(e.view);
        break;
      case 'slide':
        hands.slideBy(e.dx);
        break;
      case 'ghost':
        hands.showGhost(e.ghost);
        break;
      case 'startTyping':
        hands.startTyping(e.ref);
        break;
    }
  }
}
