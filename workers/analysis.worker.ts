/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { bitmapPixels, createAnalysisApi } from './analysis-api';

/**
 * The analysis worker: hash, quality scores and face boxes of each photo's rendition, off the main thread and
 * apart from the render worker, so a book's worth of analysis never delays a thumbnail.
 */
Comlink.expose(
  createAnalysisApi<ImageBitmap>({
    pixels: bitmapPixels,
    release: (image) => image.close(),
    // The detector (Human's bundle and its model) loads with the first photo analysed, never
    // before: the analysis itself starts only after the editor's first spread.
    detectFaces: async (pixels) => (await import('./faces')).detectFaces(pixels as ImageData),
    // The People screen asks this worker too, so the model the draft's analysis loaded is reused.
    describeFaces: async (image) => (await import('./faces')).describeFaces(image),
  }),
);
