// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refOf } from './effects';
import { startMove, stepMove } from './move';
import { bookWithCaption, lifted, moved, placed } from './testing';

const { doc, spread } = bookWithCaption();
const a = placed(doc, spread, 'photo', 0);
const b = placed(doc, spread, 'photo', 1);

describe('the move tool (drag a photo onto another)', () => {
  it('shows the photo under the finger and marks the frame it is over', () => {
    const step = stepMove(startMove(a, 360, true), moved(30, 5, { over: b }));
    expect(step.state?.target).toBe(b);
    expect(step.effects).toEqual([{ type: 'ghost', ghost: { frame: a, x: 130, y: 105, target: b } }]);
  });

  it('does not take the photo itself as the target', () => {
    const step = stepMove(startMove(a, 360, true), moved(3, 3, { over: a }));
    expect(step.state?.target).toBeNull();
  });

  it('swaps the two photos when let go over the other, and selects where it landed', () => {
    const step = stepMove(startMove(a, 360, true), lifted(80, 0, { over: b }));
    expect(step.state).toBeNull();
    expect(step.effects).toEqual([
      { type: 'ghost', ghost: null },
      { type: 'swap', a: refOf(a), b: refOf(b) },
      { type: 'select', ref: refOf(b) },
    ]);
  });

  it('let go over no other frame, a flick or a long drag across one page turns it', () => {
    expect(stepMove(startMove(a, 360, false), lifted(-40, 2, { flick: true })).effects).toContainEqual({
      type: 'turn',
      dir: 1,
    });
    expect(stepMove(startMove(a, 360, true), lifted(120, 0)).effects).toContainEqual({
      type: 'turn',
      dir: -1,
    });
    // The whole spread: only a flick turns, a slow drag does not.
    expect(stepMove(startMove(a, 360, false), lifted(120, 0)).effects).toEqual([
      { type: 'ghost', ghost: null },
    ]);
    // Zoomed in, nothing turns.
    expect(stepMove(startMove(a, 360, true, true), lifted(-120, 0, { flick: true })).effects).toEqual([
      { type: 'ghost', ghost: null },
    ]);
  });

  it('a second finger ends it without a swap', () => {
    expect(stepMove(startMove(a, 360, true), { type: 'cancel' })).toEqual({
      state: null,
      effects: [{ type: 'ghost', ghost: null }],
    });
  });
});
