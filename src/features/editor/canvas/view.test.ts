import { describe, expect, it } from 'vitest';
import { clampView, FIT, MAX_ZOOM, pinchView, zoomAt } from './view';

describe('zoomAt', () => {
  it('keeps the point under the fingers in place', () => {
    const v = zoomAt(FIT, 2, 100, 50);
    // The spread point at screen 100,50 before is at 100,50 after.
    expect((100 - v.x) / v.zoom).toBeCloseTo(100);
    expect((50 - v.y) / v.zoom).toBeCloseTo(50);
  });
  it('stops at the fitted size and at the largest zoom', () => {
    expect(zoomAt(FIT, 0.5, 10, 10)).toEqual(FIT);
    expect(zoomAt(FIT, 100, 0, 0).zoom).toBe(MAX_ZOOM);
  });
});

describe('clampView', () => {
  it('never pans a zoomed spread out of the viewport', () => {
    expect(clampView({ zoom: 2, x: 50, y: -1000 }, 300, 200)).toEqual({ zoom: 2, x: 0, y: -200 });
  });
});

describe('pinchView', () => {
  it('zooms around where the fingers started and follows their midpoint', () => {
    const v = pinchView(FIT, 2, { x: 100, y: 50 }, { x: 130, y: 40 });
    expect(v.zoom).toBe(2);
    // The spread point that was under 100,50 is now under 130,40.
    expect(v.x + 100 * v.zoom).toBeCloseTo(130);
    expect(v.y + 50 * v.zoom).toBeCloseTo(40);
  });
  it('comes back to the fitted view when pinched in past it', () => {
    expect(pinchView({ zoom: 2, x: -10, y: -10 }, 0.25, { x: 0, y: 0 }, { x: 40, y: 40 })).toEqual(FIT);
  });
});
