import { type Image, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { PhotoFilter } from '../../render-core';
import { applyPhotoFilter } from '../../server/photo/filters';

/**
 * Node's side of the print and paint inputs: sharp turns each photo upright (EXIF orientation)
 * and bakes in the filter, the way the server's print job will.
 */
function filtered(path: string, filter: PhotoFilter) {
  return applyPhotoFilter(sharp(path).rotate(), filter);
}

/** Upright JPEG bytes at the photo's full pixel size, with the filter applied. */
export async function printBytes(path: string, filter: PhotoFilter): Promise<Uint8Array> {
  return filtered(path, filter).jpeg({ quality: 90, mozjpeg: false }).toBuffer();
}

/** An upright decoded image for @napi-rs/canvas, optionally a smaller rendition (long edge). */
export async function canvasImage(path: string, longEdge?: number): Promise<Image> {
  let image = sharp(path).rotate();
  if (longEdge) image = image.resize(longEdge, longEdge, { fit: 'inside' });
  // Lossless and quick to encode, so what paint sees is what sharp decoded.
  return loadImage(await image.png({ compressionLevel: 1 }).toBuffer());
}
