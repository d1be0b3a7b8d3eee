import type { Image } from '@napi-rs/canvas';
import {
  applyOp,
  autoLayoutBook,
  type BookDocument,
  type ProductSpec,
  productSpecSchema,
} from '../../render-core';
import { canvasImage, printBytes } from './images';
import { fixturePhotos } from './fixtures';

export const fixtureProduct: ProductSpec = productSpecSchema.parse({
  code: 'BOOK-SC-20X20',
  kind: 'book',
  trim: { width: 200, height: 200 },
  bleed: 3,
  safeMargin: 10,
  minDpi: 100,
  recommendedDpi: 200,
  pages: { min: 20, max: 100, step: 2 },
});

/**
 * The fixture photos laid out as a book, with a few edits that exercise the renderer: a rotated
 * photo, black and white, sepia and a caption.
 */
export function fixtureBook(product: ProductSpec = fixtureProduct): BookDocument {
  const photos = fixturePhotos().map(({ path: _path, ...photo }) => photo);
  let doc = autoLayoutBook(photos, product, { title: 'Basque Summer' });
  const frameOf = (page: number, i: number) => {
    const p = doc.pages[page]!;
    return { pageId: p.id, frameId: p.frames.filter((f) => f.kind === 'photo')[i]!.id };
  };
  doc = applyOp(doc, { type: 'setFilter', ...frameOf(1, 0), filter: 'bw' }).document;
  doc = applyOp(doc, { type: 'setFilter', ...frameOf(2, 0), filter: 'sepia' }).document;
  doc = applyOp(doc, { type: 'rotatePhoto', ...frameOf(3, 0), rotation: 8 }).document;
  doc = applyOp(doc, {
    type: 'addText',
    pageId: doc.pages[0]!.id,
    text: 'Vizcaya Bridge, the first afternoon',
  }).document;
  return doc;
}

const paths = () => new Map(fixturePhotos().map((p) => [p.id, p.path]));

/** Decoded fixture images for paint, keyed by photo id (renditions when a long edge is given). */
export async function fixtureImages(longEdge?: number): Promise<Map<string, Image>> {
  const out = new Map<string, Image>();
  await Promise.all([...paths()].map(async ([id, path]) => out.set(id, await canvasImage(path, longEdge))));
  return out;
}

/** Print-ready image bytes for a fixture photo. */
export function fixturePrintBytes() {
  const byId = paths();
  return (photoId: string, filter: Parameters<typeof printBytes>[1]) => {
    const path = byId.get(photoId);
    if (!path) throw new Error(`no fixture photo ${photoId}`);
    return printBytes(path, filter);
  };
}
