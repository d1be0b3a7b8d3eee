// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PhotoCrop } from '../../../../../render-core';
import { type CropState, stepCrop } from './crop';
import { lifted, moved } from './testing';

const ref = { pageId: 'p', frameId: 'f' };
const crop: PhotoCrop = { zoom: 2, centerX: 0.5, centerY: 0.5, rotation: 0 } as PhotoCrop;
const pan: CropState = {
  tool: 'crop',
  mode: 'pan',
  ref,
  photo: { width: 4000, height: 3000 },
  box: { x: 0, y: 0, width: 100, height: 100 },
  crop,
  scale: 2,
};
const zoom: CropState = {
  tool: 'crop',
  mode: 'zoom',
  ref,
  crop,
  centre: { x: 100, y: 100 },
  from: { x: 150, y: 100 },
};

describe('the crop tool (pan and zoom the photo in its frame)', () => {
  it('pans the photo with the finger: dragging right shows more of its left', () => {
    const [effect] = stepCrop(pan, moved(40, 0)).effects;
    expect(effect).toMatchObject({ type: 'edit', op: { type: 'panPhoto', ...ref } });
    const op = effect?.type === 'edit' ? effect.op : null;
    expect(op && 'centerX' in op ? op.centerX : 1).toBeLessThan(0.5);
  });

  it('zooms as the corner handle goes away from the frame centre', () => {
    const step = stepCrop(zoom, { ...moved(50, 0), at: { x: 200, y: 100 } });
    expect(step.effects).toEqual([{ type: 'edit', op: { type: 'zoomPhoto', ...ref, zoom: 4 } }]);
  });

  it('ends the undo step when the finger lifts, or a second finger comes', () => {
    const end = stepCrop(pan, lifted(10, 0));
    expect(end.state).toBeNull();
    expect(end.effects.at(-1)).toEqual({ type: 'endGesture' });
    expect(stepCrop(zoom, { type: 'cancel' })).toEqual({ state: null, effects: [{ type: 'endGesture' }] });
  });
});
