import { describe, expect, it } from 'vitest';
import { coverBox, cropAroundFocus, keptFraction, placementDpi, placePhoto } from './crop';

describe('crop maths', () => {
  it('covers a square frame with the middle of a landscape photo at zoom 1', () => {
    const placed = placePhoto(
      { width: 4000, height: 2000 },
      { width: 100, height: 100 },
      cropAroundFocus({ x: 0.5, y: 0.5 }),
    );
    expect(placed.source).toEqual({ x: 1000, y: 0, width: 2000, height: 2000 });
    expect(placed.cover).toEqual({ width: 100, height: 100 });
  });

  it('keeps the focus point inside the frame even at the photo edge', () => {
    for (const focus of [
      { x: 0, y: 0 },
      { x: 1, y: 0.3 },
      { x: 0.97, y: 1 },
    ]) {
      const placed = placePhoto(
        { width: 4000, height: 3000 },
        { width: 50, height: 120 },
        cropAroundFocus(focus),
      );
      const fx = focus.x * 4000;
      const fy = focus.y * 3000;
      expect(fx).toBeGreaterThanOrEqual(placed.source.x);
      expect(fx).toBeLessThanOrEqual(placed.source.x + placed.source.width);
      expect(fy).toBeGreaterThanOrEqual(placed.source.y);
      expect(fy).toBeLessThanOrEqual(placed.source.y + placed.source.height);
      // And the shown part never leaves the photo.
      expect(placed.source.x).toBeGreaterThanOrEqual(0);
      expect(placed.source.x + placed.source.width).toBeLessThanOrEqual(4000 + 1e-9);
    }
  });

  it('grows the covered box when the photo turns, so no corner is bare', () => {
    const box = coverBox(100, 50, 90);
    expect(box.width).toBeCloseTo(50, 6);
    expect(box.height).toBeCloseTo(100, 6);
    const diagonal = coverBox(100, 100, 45);
    expect(diagonal.width).toBeCloseTo(100 * Math.SQRT2, 6);
  });

  it('gives the effective DPI of the shown pixels over the printed size', () => {
    // 2000 px over 254 mm (10 inches) is 200 DPI; zoom 2 halves it.
    const frame = { width: 254, height: 254 };
    expect(
      placementDpi(
        placePhoto({ width: 2000, height: 2000 }, frame, {
          centerX: 0.5,
          centerY: 0.5,
          zoom: 1,
          rotation: 0,
        }),
      ),
    ).toBeCloseTo(200, 6);
    expect(
      placementDpi(
        placePhoto({ width: 2000, height: 2000 }, frame, {
          centerX: 0.5,
          centerY: 0.5,
          zoom: 2,
          rotation: 0,
        }),
      ),
    ).toBeCloseTo(100, 6);
  });

  it('scores how much of a photo a frame keeps', () => {
    expect(keptFraction(1.5, 1.5)).toBe(1);
    expect(keptFraction(2, 1)).toBe(0.5);
    expect(keptFraction(0.5, 1)).toBe(0.5);
  });
});
