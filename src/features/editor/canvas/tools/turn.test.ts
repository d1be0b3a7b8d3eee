// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lifted, moved } from './testing';
import { stepTurn, type TurnState } from './turn';

const turning: TurnState = { tool: 'turn', width: 360 };

describe('the page-turn tool (swipe)', () => {
  it('slides the page with the finger', () => {
    expect(stepTurn(turning, moved(-50, 4))).toEqual({
      state: turning,
      effects: [{ type: 'slide', dx: -50 }],
    });
  });

  it('turns onwards past a quarter of the width to the left, back to the right', () => {
    expect(stepTurn(turning, lifted(-100, 10)).effects).toEqual([
      { type: 'slide', dx: 0 },
      { type: 'turn', dir: 1 },
    ]);
    expect(stepTurn(turning, lifted(100, 10)).effects).toContainEqual({ type: 'turn', dir: -1 });
  });

  it('a short flick turns too, a short slow drag or a drag downwards does not', () => {
    expect(stepTurn(turning, lifted(-30, 2, { flick: true })).effects).toContainEqual({
      type: 'turn',
      dir: 1,
    });
    expect(stepTurn(turning, lifted(-30, 2)).effects).toEqual([{ type: 'slide', dx: 0 }]);
    expect(stepTurn(turning, lifted(-100, 90)).effects).toEqual([{ type: 'slide', dx: 0 }]);
  });

  it('a second finger puts the page back', () => {
    expect(stepTurn(turning, { type: 'cancel' })).toEqual({
      state: null,
      effects: [{ type: 'slide', dx: 0 }],
    });
  });
});
