import { type Image, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { PhotoFilter } from '../../render-core';

/**
 * Node's side of the print and paint inputs: sharp turns each photo upright (EXIF orientation)
 * and bakes in the filter, the way the server's print job will.
 */
function filtered(path: string, filter: PhotoFilter) {
  const image = sharp(path).rotate();
  switch (filter) {
    case 'bw':
      return image.grayscale();
    case 'sepia':
      return image.recomb([
        [0.393, 0.769, 0.189],
        [0.349, 0.686, 0.168],
        [0.272, 0.534, 0.131],
      ]);
    case 'warm':
      return image.modulate({ saturation: 1.15 }).tint({ r: 255, g: 240, b: 220 });
    case 'cool':
      return image.modulate({ saturation: 0.85, hue: 12 });
    default:
      return image;
  }
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
