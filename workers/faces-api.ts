import type { FaceBox } from '../render-core/model/photo';

/**
 * The face detector's API (issue 17), agreed with the analysis worker.
 *
 * Call it from a worker by importing it lazily, so the model code never enters the first load or the
 * editor's first spread:
 *
 *   const { detectFaces } = await import('../workers/faces');
 *   const faces: FaceBox[] = await detectFaces(imageData); // store as PhotoRef.faces
 *
 * In Node (tests, bench) the same API is `import { detectFaces } from '../workers/faces-node'`.
 *
 * or from the main thread through Comlink on its own worker:
 *
 *   const api = Comlink.wrap<FacesApi>(new Worker(new URL('../workers/faces.worker.ts', import.meta.url), { type: 'module' }));
 *
 * - `image` is the upright, displayed rendition (EXIF orientation applied), e.g. the 1600 px one the
 *   image worker already makes; an ImageData works everywhere, an ImageBitmap / OffscreenCanvas in
 *   the browser only.
 * - The boxes are fractions (0..1) of that image's width and height, clamped to it, so they are the
 *   same on any rendition of the photo. Empty when no face scores above the threshold.
 * - The model (blazeface, from the @vladmandic/human npm package) loads on the first call and is
 *   reused; in the browser it is served by our own build under /webapp/models/human/, never a CDN.
 * - `describeFaces` also returns each face's score and a face embedding (for naming people found on
 *   several photos); it loads one more model and is only called when the customer names people.
 */
export interface FacesApi {
  detectFaces(image: FaceImage): Promise<FaceBox[]>;
  describeFaces(image: FaceImage): Promise<DescribedFace[]>;
}

/** RGBA pixels, as an ImageData carries them; Node's decoders (sharp's raw output) give the same shape. */
export interface RgbaImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

export type FaceImage = RgbaImage | ImageData | ImageBitmap | OffscreenCanvas;

export interface DescribedFace {
  box: FaceBox;
  /** The detector's confidence, 0..1. */
  score: number;
  /** A unit-length face descriptor: two faces of one person are closer than FACE_MATCH_DISTANCE. */
  embedding: number[];
}
