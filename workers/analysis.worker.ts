/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { bitmapPixels, createAnalysisApi } from './analysis-api';

/**
 * The analysis worker: hash and quality scores of each photo's rendition, off the main thread and
 * apart from the render worker, so a book's worth of analysis never delays a thumbnail.
 */
Comlink.expose(
  createAnalysisApi<ImageBitmap>({
    pixels: bitmapPixels,
    release: (image) => image.close(),
  }),
);
