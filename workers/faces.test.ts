import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DETECTOR_SCALE,
  FACE_MATCH_DISTANCE,
  faceDistance,
  shrinkToRgb,
  tightFaceBox,
  toFaceBox,
} from './faces-core';
import { describeFaces, detectFaces, nodeFaceDetector, rgbaRendition } from './faces-node';
import { fixtureUrl } from './test-fixtures';

/** The CPU backend takes seconds a photo on this shared 2-core machine; no time is asserted. */
const DETECTOR_TIMEOUT = 180_000;

/** The upright 1600 px rendition the image worker makes, as RGBA like an ImageData. */
const rendition = (path: string, longEdge = 1600) =>
  rgbaRendition(sharp(fixtureUrl(path).pathname).rotate(), longEdge);

describe('face detector in Node (blazeface from @vladmandic/human, CPU backend)', {
  timeout: DETECTOR_TIMEOUT,
}, () => {
  it('runs on the CPU backend with the model read from the npm package', async () => {
    expect(await nodeFaceDetector.backend()).toBe('cpu');
  });

  it('finds the one face on the Grace Hopper portrait, over her head', async () => {
    // photo-32: head-and-shoulders portrait; the face fills the upper middle of the frame.
    const faces = await detectFaces(await rendition('photos/photo-32.jpg'));
    expect(faces).toHaveLength(1);
    const [face] = faces;
    const cx = face!.x + face!.width / 2;
    const cy = face!.y + face!.height / 2;
    expect(cx).toBeGreaterThan(0.4);
    expect(cx).toBeLessThan(0.65);
    expect(cy).toBeGreaterThan(0.25);
    expect(cy).toBeLessThan(0.55);
    expect(face!.width).toBeGreaterThan(0.25);
    expect(face!.width).toBeLessThan(0.8);
  });

  it('finds the astronaut portrait face in its upper left', async () => {
    const faces = await detectFaces(await rendition('photos/photo-28.jpg'));
    expect(faces).toHaveLength(1);
    expect(faces[0]!.x + faces[0]!.width / 2).toBeLessThan(0.6);
    expect(faces[0]!.y + faces[0]!.height / 2).toBeLessThan(0.45);
  });

  it.each(['photos/photo-09.jpg', 'photos/photo-13.jpg', 'photos/photo-01.jpg'])(
    'finds no face on %s (a jetty, a bird, a bridge)',
    async (path) => {
      expect(await detectFaces(await rendition(path))).toEqual([]);
    },
  );

  it('gives one person the same embedding on two renditions and another person a far one', async () => {
    const [hopperLarge] = await describeFaces(await rendition('photos/photo-32.jpg'));
    const [hopperSmall] = await describeFaces(await rendition('photos/photo-32.jpg', 700));
    const [collins] = await describeFaces(await rendition('photos/photo-28.jpg'));
    expect(hopperLarge!.embedding).toHaveLength(1024);
    expect(faceDistance(hopperLarge!.embedding, hopperSmall!.embedding)).toBeLessThan(FACE_MATCH_DISTANCE);
    expect(faceDistance(hopperLarge!.embedding, collins!.embedding)).toBeGreaterThan(FACE_MATCH_DISTANCE);
  });
});

describe('face detector helpers', () => {
  it('boxes an image down to RGB averages', () => {
    const data = new Uint8ClampedArray([0, 0, 0, 255, 200, 100, 50, 255]);
    expect(shrinkToRgb({ data, width: 2, height: 1 }, 1)).toEqual({
      rgb: new Int32Array([100, 50, 25]),
      width: 1,
      height: 1,
    });
  });

  it("gives the face itself: Human's widened square shrunk about its centre, with the score", () => {
    const box = tightFaceBox([0.3, 0.1, 0.28, 0.28], 0.873)!;
    expect(box.width).toBeCloseTo(0.28 / DETECTOR_SCALE, 6);
    expect(box.height).toBeCloseTo(0.28 / DETECTOR_SCALE, 6);
    expect(box.x + box.width / 2).toBeCloseTo(0.44, 6);
    expect(box.y + box.height / 2).toBeCloseTo(0.24, 6);
    expect(box.score).toBe(0.87);
    expect(tightFaceBox([1.2, 0.2, 0.1, 0.1], 0.9)).toBeNull();
  });

  it('clamps a box overhanging the photo and drops one wholly outside', () => {
    expect(toFaceBox([-0.25, 0.5, 0.5, 0.75])).toEqual({ x: 0, y: 0.5, width: 0.25, height: 0.5 });
    expect(toFaceBox([1.2, 0.2, 0.1, 0.1])).toBeNull();
  });
});
