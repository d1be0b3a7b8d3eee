import { type Effect, refOf, sameFrame } from './effects';
import type { PlacedFrame } from '../spread-geometry';
import type { FrameRef } from '../../../../../render-core';

/**
 * The select tool: a tap. A tap on the selected text types on it; any other tap selects what is
 * under the finger (nothing: the selection goes). This is also the single-tap way to every drag.
 */
export function tapped(under: PlacedFrame | null, selected: FrameRef | null): Effect[] {
  if (!under) return [{ type: 'select', ref: null }];
  const ref = refOf(under);
  if (under.frame.kind === 'text' && sameFrame(ref, selected)) return [{ type: 'startTyping', ref }];
  return [{ type: 'select', ref }];
}
