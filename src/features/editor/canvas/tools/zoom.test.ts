// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIT, MAX_ZOOM } from '../view';
import { lifted, moved } from './testing';
import { type PanState, startPinch, stepPan, stepPinch, zoomStep } from './zoom';

const area = { width: 360, height: 180 };

describe('zoom and pan', () => {
  it('a zoom button zooms around the middle, out again to fit', () => {
    const [zoomedIn] = zoomStep(FIT, 'in', area);
    expect(zoomedIn).toEqual({ type: 'view', view: { zoom: 1.5, x: -90, y: -45 } });
    const view = zoomedIn?.type === 'view' ? zoomedIn.view : FIT;
    expect(zoomStep(view, 'out', area)).toEqual([{ type: 'view', view: FIT }]);
    expect(zoomStep(view, 'fit', area)).toEqual([{ type: 'view', view: FIT }]);
  });

  it('pinching apart zooms in around the fingers, never past the most', () => {
    const pinch = startPinch(FIT, { x: 0, y: 0 }, area);
    expect(stepPinch(pinch, 2, { x: 0, y: 0 })).toEqual([{ type: 'view', view: { zoom: 2, x: 0, y: 0 } }]);
    const [far] = stepPinch(pinch, 100, { x: 0, y: 0 });
    expect(far?.type === 'view' && far.view.zoom).toBe(MAX_ZOOM);
    expect(stepPinch(pinch, 0.5, { x: 0, y: 0 })).toEqual([{ type: 'view', view: FIT }]);
  });

  it('dragging the zoomed spread pans it, never out of sight', () => {
    const pan: PanState = { tool: 'pan', view: { zoom: 2, x: -100, y: -50 }, area };
    expect(stepPan(pan, moved(30, 10))).toEqual({
      state: pan,
      effects: [{ type: 'view', view: { zoom: 2, x: -70, y: -40 } }],
    });
    expect(stepPan(pan, lifted(500, 500))).toEqual({
      state: null,
      effects: [{ type: 'view', view: { zoom: 2, x: 0, y: 0 } }],
    });
  });
});
