import type { FrameRef, TextFrame } from '../../../../../render-core';
import type { PlacedFrame } from '../spread-geometry';
import type { TypedText } from '../TextOnPage';
import { newCaptionOps, typedOps } from '../typing-ops';
import type { Effect } from './effects';

/**
 * The text tool: typing on the page. It starts on a text (a tap on the selected text, Enter, "Edit
 * text") or as a new caption under a photo, which is not on the page until Done, so Escape leaves no
 * trace; Done commits what was typed as one undo step.
 */
export interface TypingState {
  typing: FrameRef | null;
  /** A new caption being typed, placed on the spread. */
  newCaption: PlacedFrame | null;
}

export const NOT_TYPING: TypingState = { typing: null, newCaption: null };

export type TypingEvent =
  | { type: 'start'; ref: FrameRef }
  | { type: 'caption'; caption: PlacedFrame }
  /** Done: `frame` is the text being typed as it was, `typed` what the customer typed. */
  | { type: 'done'; frame: TextFrame; typed: TypedText }
  | { type: 'cancel' };

export interface TypingStep {
  state: TypingState;
  effects: Effect[];
}

export function stepTyping(state: TypingState, e: TypingEvent): TypingStep {
  switch (e.type) {
    case 'start':
      return { state: { typing: e.ref, newCaption: null }, effects: [{ type: 'select', ref: e.ref }] };
    case 'caption':
      return {
        state: { typing: { pageId: e.caption.pageId, frameId: e.caption.frame.id }, newCaption: e.caption },
        effects: [],
      };
    case 'cancel':
      return { state: NOT_TYPING, effects: [] };
    case 'done':
      return { state: NOT_TYPING, effects: committed(state, e.frame, e.typed) };
  }
}

function committed(state: TypingState, frame: TextFrame, typed: TypedText): Effect[] {
  const ref = state.typing;
  if (!ref) return [];
  if (state.newCaption?.frame.id === ref.frameId) {
    // Nothing typed, nothing added.
    if (typed.text.trim() === '') return [];
    return [{ type: 'editTogether', ops: newCaptionOps(ref, frame.box, typed), thenSelect: ref }];
  }
  const ops = typedOps(frame, ref, typed);
  return [...(ops.length > 0 ? [{ type: 'editTogether' as const, ops }] : []), { type: 'select', ref }];
}
