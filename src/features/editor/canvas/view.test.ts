import { describe, expect, it } from 'vitest';
import {
  canvasHeight,
  clampView,
  clipRect,
  FIT,
  fitWindow,
  MAX_ZOOM,
  pinchView,
  placeBeside,
  zoomAt,
} from './view';

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

describe('fitWindow', () => {
  it('fits a whole 2:1 spread to the width and centres it in a taller box', () => {
    const f = fitWindow({ x: 0, width: 400, height: 200 }, 328, 333);
    expect(f.fit).toBeCloseTo(0.82);
    expect(f.offsetX).toBeCloseTo(0);
    expect(f.offsetY).toBeCloseTo((333 - 164) / 2);
  });

  it('shows one page by putting its left edge at the box edge', () => {
    // The right page of a 400 mm spread fills a 328 px wide box; the left page lies off to the left.
    const f = fitWindow({ x: 200, width: 200, height: 200 }, 328, 333);
    expect(f.fit).toBeCloseTo(1.64);
    expect(f.offsetX + 200 * f.fit).toBeCloseTo(0);
    expect(f.offsetX + 400 * f.fit).toBeCloseTo(328);
  });
});

describe('canvasHeight', () => {
  it('follows the window at full width between the least and the most height', () => {
    const page = { x: 0, width: 200, height: 200 };
    expect(canvasHeight(328, page, 333, 460)).toBe(333);
    expect(canvasHeight(400, page, 333, 460)).toBe(400);
    expect(canvasHeight(600, page, 333, 460)).toBe(460);
    expect(canvasHeight(328, { x: 0, width: 400, height: 200 }, 220, 440)).toBe(220);
  });
});

describe('clipRect', () => {
  it('keeps the part of a frame inside the area', () => {
    expect(clipRect({ x: -20, y: 10, width: 100, height: 50 }, 60, 40)).toEqual({
      x: 0,
      y: 10,
      width: 60,
      height: 30,
    });
    expect(clipRect({ x: 70, y: 10, width: 100, height: 50 }, 60, 40)).toBeNull();
  });
});

describe('placeBeside', () => {
  const area = { width: 328, height: 480 };
  const bar = { width: 200, height: 52 };
  const overlaps = (
    a: { left: number; top: number },
    f: { x: number; y: number; width: number; height: number },
  ) =>
    a.left < f.x + f.width && a.left + bar.width > f.x && a.top < f.y + f.height && a.top + bar.height > f.y;

  it('puts the bar above the frame, centred on it, without covering it', () => {
    const frame = { x: 100, y: 200, width: 100, height: 100 };
    const at = placeBeside(frame, bar, area)!;
    expect(at).toEqual({ left: 50, top: 140, side: 'above' });
    expect(overlaps(at, frame)).toBe(false);
  });

  it('goes below a frame at the top of the area, and stays inside the area sideways', () => {
    const frame = { x: 0, y: 20, width: 80, height: 100 };
    const at = placeBeside(frame, bar, area)!;
    expect(at).toEqual({ left: 0, top: 128, side: 'below' });
    expect(overlaps(at, frame)).toBe(false);
    expect(placeBeside({ x: 300, y: 300, width: 28, height: 20 }, bar, area)?.left).toBe(128);
  });

  it('goes beside a frame as tall as the area, on the side with room', () => {
    const wide = { width: 1000, height: 400 };
    const left = { x: 100, y: 0, width: 400, height: 400 };
    expect(placeBeside(left, bar, wide)).toEqual({ left: 508, top: 0, side: 'right' });
    const right = { x: 600, y: 0, width: 400, height: 400 };
    expect(placeBeside(right, bar, wide)).toEqual({ left: 392, top: 0, side: 'left' });
    expect(overlaps(placeBeside(right, bar, wide)!, right)).toBe(false);
  });

  it('gives up when the frame fills the area: no place beside it', () => {
    expect(placeBeside({ x: 0, y: 2, width: 328, height: 476 }, bar, area)).toBeNull();
    expect(
      placeBeside({ x: 100, y: 200, width: 10, height: 10 }, { width: 400, height: 52 }, area),
    ).toBeNull();
  });
});
