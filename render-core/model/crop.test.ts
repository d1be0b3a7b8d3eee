import { describe, expect, it } from 'vitest';
import {
  coverBox,
  cropAroundFocus,
  cropForFrame,
  keptFace,
  keptFraction,
  placementDpi,
  placePhoto,
} from './crop';
import type { FaceBox } from './photo';

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

/** Whether a face box (fractions) lies whole inside the pixels a placement shows. */
function shows(
  placed: ReturnType<typeof placePhoto>,
  photo: { width: number; height: number },
  face: FaceBox,
) {
  const eps = 1e-6;
  return (
    face.x * photo.width >= placed.source.x - eps &&
    (face.x + face.width) * photo.width <= placed.source.x + placed.source.width + eps &&
    face.y * photo.height >= placed.source.y - eps &&
    (face.y + face.height) * photo.height <= placed.source.y + placed.source.height + eps
  );
}

describe('face-aware crops (cropForFrame)', () => {
  // photo-28.jpg (fixtures/README.md: portrait of Eileen Collins, 2048 px square): the head-and-
  // shoulders box the real detector gave on its 1600 px rendition before boxes were tightened to the
  // face (now x 0.340, y 0.148, 0.204 square; workers/faces.test.ts runs the detector itself).
  const collins = {
    width: 2048,
    height: 2048,
    focusPoints: [],
    faces: [{ x: 0.301, y: 0.108, width: 0.284, height: 0.284 }],
  };
  const narrow = { width: 35, height: 100 };

  it('labelled check: a face photo cropped into a narrow frame keeps the whole face', () => {
    // The old centred crop shows the middle 35 % and cuts the left of her face...
    expect(
      shows(placePhoto(collins, narrow, cropAroundFocus({ x: 0.5, y: 0.5 })), collins, collins.faces[0]!),
    ).toBe(false);
    // ...the face-aware one keeps all of it.
    const crop = cropForFrame(collins, narrow);
    expect(shows(placePhoto(collins, narrow, crop), collins, collins.faces[0]!)).toBe(true);
    expect(crop.zoom).toBe(1);
  });

  it('centres on the faces, not the focus point, when they fit', () => {
    const photo = {
      width: 4000,
      height: 2000,
      focusPoints: [{ x: 0.9, y: 0.5 }],
      faces: [
        { x: 0.1, y: 0.3, width: 0.05, height: 0.1 },
        { x: 0.25, y: 0.35, width: 0.05, height: 0.1 },
      ],
    };
    const frame = { width: 100, height: 100 };
    const placed = placePhoto(photo, frame, cropForFrame(photo, frame));
    for (const face of photo.faces) expect(shows(placed, photo, face)).toBe(true);
  });

  it('keeps the largest face whole when a group cannot fit the frame', () => {
    const photo = {
      width: 6000,
      height: 2000,
      focusPoints: [],
      faces: [
        { x: 0.02, y: 0.4, width: 0.04, height: 0.12 },
        { x: 0.6, y: 0.3, width: 0.08, height: 0.24 },
        { x: 0.92, y: 0.4, width: 0.04, height: 0.12 },
      ],
    };
    const frame = { width: 60, height: 100 };
    const placed = placePhoto(photo, frame, cropForFrame(photo, frame));
    expect(shows(placed, photo, photo.faces[1]!)).toBe(true);
  });

  it('keeps the surest face whole, not a larger phantom (a blurred background, a pet)', () => {
    const photo = {
      width: 6000,
      height: 2000,
      focusPoints: [],
      faces: [
        { x: 0.1, y: 0.3, width: 0.05, height: 0.15, score: 0.93 },
        { x: 0.7, y: 0.2, width: 0.12, height: 0.36, score: 0.66 },
      ],
    };
    const frame = { width: 60, height: 100 };
    const placed = placePhoto(photo, frame, cropForFrame(photo, frame));
    expect(shows(placed, photo, photo.faces[0]!)).toBe(true);
    expect(shows(placed, photo, photo.faces[1]!)).toBe(false);
    // Nearly as sure (within 0.1), the larger face wins as before.
    expect(keptFace([photo.faces[0]!, { ...photo.faces[1]!, score: 0.88 }])).toEqual({
      ...photo.faces[1]!,
      score: 0.88,
    });
    // Boxes stored without a score count as sure.
    expect(keptFace([{ ...photo.faces[0]!, score: undefined }, photo.faces[1]!]).x).toBe(0.1);
  });

  it('without faces it is the focus crop', () => {
    const photo = { width: 3000, height: 2000, focusPoints: [{ x: 0.2, y: 0.7 }], faces: [] };
    expect(cropForFrame(photo, { width: 10, height: 40 })).toEqual(cropAroundFocus({ x: 0.2, y: 0.7 }));
  });

  it('on random photos, frames and faces: all faces whole when they fit, else the largest', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 500; i++) {
      const photo = {
        width: 500 + Math.round(random() * 5000),
        height: 500 + Math.round(random() * 5000),
        focusPoints: [{ x: random(), y: random() }],
        faces: Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
          const width = 0.02 + random() * 0.3;
          const height = 0.02 + random() * 0.3;
          return { x: random() * (1 - width), y: random() * (1 - height), width, height };
        }),
      };
      const frame = { width: 10 + random() * 200, height: 10 + random() * 200 };
      const placed = placePhoto(photo, frame, cropForFrame(photo, frame));
      const windowX = placed.source.width / photo.width;
      const windowY = placed.source.height / photo.height;
      const lo = (k: 'x' | 'y') => Math.min(...photo.faces.map((f) => f[k]));
      const hi = (k: 'x' | 'y', s: 'width' | 'height') => Math.max(...photo.faces.map((f) => f[k] + f[s]));
      const allFit = hi('x', 'width') - lo('x') <= windowX && hi('y', 'height') - lo('y') <= windowY;
      const largest = photo.faces.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
      if (allFit) for (const face of photo.faces) expect(shows(placed, photo, face)).toBe(true);
      else if (largest.width <= windowX && largest.height <= windowY)
        expect(shows(placed, photo, largest)).toBe(true);
    }
  });
});
