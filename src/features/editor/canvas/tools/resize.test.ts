// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ResizeState, stepResize } from './resize';
import { lifted, moved } from './testing';

const ref = { pageId: 'p', frameId: 't' };
const state: ResizeState = {
  tool: 'resize',
  ref,
  box: { x: 10, y: 10, width: 50, height: 20 },
  trim: { width: 200, height: 200 },
  corner: false,
  scale: 2,
};

describe('the resize tool (a text box moved or resized)', () => {
  it('moves the box by the finger in page millimetres', () => {
    expect(stepResize(state, moved(20, 10)).effects).toEqual([
      { type: 'edit', op: { type: 'editText', ...ref, box: { x: 20, y: 15, width: 50, height: 20 } } },
    ]);
  });

  it('resizes from its corner handle, never past the trim', () => {
    const step = stepResize({ ...state, corner: true }, moved(1000, 20));
    expect(step.effects).toEqual([
      { type: 'edit', op: { type: 'editText', ...ref, box: { x: 10, y: 10, width: 190, height: 30 } } },
    ]);
  });

  it('one undo step: the last edit, then the gesture ends', () => {
    const end = stepResize(state, lifted(0, 0));
    expect(end.state).toBeNull();
    expect(end.effects.map((e) => e.type)).toEqual(['edit', 'endGesture']);
  });
});
