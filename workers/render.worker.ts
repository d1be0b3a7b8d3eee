/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { createRenderApi, decodeBitmap } from './render-api';
import { createFontLoader, globalFaceSet, webFontFamily } from './render-fonts';

/**
 * The render worker: render-core behind Comlink. Thumbnails are painted on an OffscreenCanvas and
 * sent back as transferred ImageBitmaps, so nothing is copied. The worker has none of the page's
 * web faces: it loads the document's own (self.fonts) before it sets text.
 */
const api = createRenderApi<ImageBitmap, ImageBitmap>({
  createSurface(width, height) {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('OffscreenCanvas 2D is not available in this worker');
    return { context, toBitmap: () => canvas.transferToImageBitmap() };
  },
  loadFonts: createFontLoader(globalFaceSet()),
  fontFamily: webFontFamily,
  decodePicture: decodeBitmap,
});

const exposed: typeof api = {
  ...api,
  async paint(scene, width) {
    const bitmap = await api.paint(scene, width);
    return Comlink.transfer(bitmap, [bitmap]);
  },
};

Comlink.expose(exposed);
