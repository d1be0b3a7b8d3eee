import { ANALYSIS_EDGE, analysePixels } from '../render-core/analysis';
import type { FaceBox, PhotoAnalysis } from '../render-core/model/photo';
import type { DescribedFace, FaceImage } from './faces-api';

/** RGBA pixels, as an ImageData carries them. */
export interface RgbaPixels {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

export interface AnalysisEnvironment<Image> {
  /** The image's pixels with its long edge at most `maxEdge` (never enlarged). */
  pixels(image: Image, maxEdge: number): RgbaPixels;
  /** Face boxes as fractions of the image; absent where no detector is available. */
  detectFaces?: (pixels: RgbaPixels) => Promise<FaceBox[]>;
  /**
   * Faces with their descriptors (the People screen). The same detector as `detectFaces`, so one
   * worker holds the face model for both; absent where no detector is available.
   */
  describeFaces?: (image: FaceImage) => Promise<DescribedFace[]>;
  /** Lets go of an image handed over for one analysis (an ImageBitmap is closed). */
  release?: (image: Image) => void;
}

export interface PhotoAnalysisResult {
  analysis: PhotoAnalysis;
  /** Absent when no face detector ran (not the same as "no faces found", which is []). */
  faces?: FaceBox[];
}

/**
 * The analysis worker's API (issue 17): one photo's rendition in, its hash, quality scores and
 * (where a detector runs) face boxes out. Stateless; the same object runs in the worker through
 * Comlink and, when no worker can start, on the main thread.
 */
export function createAnalysisApi<Image>(env: AnalysisEnvironment<Image>) {
  return {
    /** Answers once the API is up; the client uses it to tell a live worker from a dead one. */
    ping(): 'pong' {
      return 'pong';
    },

    /** Analyses one photo; `faces: false` skips the detector (it costs far more than the rest). */
    async analyse(image: Image, options: { faces?: boolean } = {}): Promise<PhotoAnalysisResult> {
      try {
        const pixels = env.pixels(image, ANALYSIS_EDGE);
        const analysis = analysePixels(pixels.data, pixels.width, pixels.height, 4);
        if (options.faces === false || !env.detectFaces) return { analysis };
        try {
          return { analysis, faces: await env.detectFaces(pixels) };
        } catch (error) {
          // No detector here (no backend, no model): the scores still count, the crops stay centred.
          console.warn('face detection failed:', error);
          return { analysis };
        }
      } finally {
        env.release?.(image);
      }
    },

    /** The faces on a photo with their descriptors, for naming the people seen on several photos. */
    async describeFaces(image: FaceImage): Promise<DescribedFace[]> {
      if (!env.describeFaces) throw new Error('no face model here: it runs in the analysis worker only');
      return env.describeFaces(image);
    },
  };
}

export type AnalysisApi<Image = ImageBitmap> = ReturnType<typeof createAnalysisApi<Image>>;

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Pixels of a bitmap drawn at most `maxEdge` on its long side, on an OffscreenCanvas or a DOM canvas. */
export function bitmapPixels(image: ImageBitmap, maxEdge: number): RgbaPixels {
  const scale = Math.min(1, maxEdge / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  let context: Canvas2D | null;
  if (typeof OffscreenCanvas !== 'undefined') {
    context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  } else {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    context = canvas.getContext('2d', { willReadFrequently: true });
  }
  if (!context) throw new Error('no 2D context to read the photo with');
  context.imageSmoothingQuality = 'medium';
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}
