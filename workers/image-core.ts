import { readExif, type PhotoExif } from './image-exif';
import { openHeic } from './image-heic';
import { fitLongEdge, IMAGE_LIMITS, judgeSize, type PhotoWarning, type RejectReason } from './image-limits';
import { headerPixelSize, type ImageType, looksComplete, MIME_TYPES, sniffImageType } from './image-sniff';

export interface ProcessedImage {
  type: ImageType;
  mime: string;
  /** Upright (displayed) pixel size, EXIF orientation applied. */
  width: number;
  height: number;
  bytes: number;
  /** SHA-256 of the original bytes, hex. */
  sha256: string;
  exif: PhotoExif;
  warnings: PhotoWarning[];
  /** Upright JPEG renditions: about 1600 px for screens and 400 px for strips. */
  screen: Blob;
  thumb: Blob;
}

export type ImageResult = { ok: true; image: ProcessedImage } | { ok: false; reason: RejectReason };

type Drawable = ImageBitmap;

interface Surface {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  toJpeg(quality: number): Promise<Blob>;
}

function createSurface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context');
    return { context, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context');
  return {
    context,
    toJpeg: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (b) => (b ? resolve(b) : reject(new Error('JPEG encoding failed'))),
          'image/jpeg',
          quality,
        ),
      ),
  };
}

/** A JPEG of the image with its long edge at most `longEdge`, flattened onto white (transparent PNGs). */
async function rendition(image: Drawable, longEdge: number, quality: number): Promise<Blob> {
  const size = fitLongEdge(image.width, image.height, longEdge);
  const surface = createSurface(size.width, size.height);
  surface.context.fillStyle = '#ffffff';
  surface.context.fillRect(0, 0, size.width, size.height);
  surface.context.imageSmoothingQuality = 'high';
  surface.context.drawImage(image, 0, 0, size.width, size.height);
  return surface.toJpeg(quality);
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Decodes upright: the browser applies the EXIF orientation; HEIC goes through libheif. */
async function decode(file: Blob, bytes: Uint8Array, type: ImageType): Promise<ImageBitmap | RejectReason> {
  if (type === 'heic') {
    let heic: Awaited<ReturnType<typeof openHeic>>;
    try {
      heic = await openHeic(bytes);
    } catch {
      return 'corrupt';
    }
    try {
      // The real size is checked again here: the header scan may have missed a grid's size.
      if (heic.width * heic.height > IMAGE_LIMITS.maxPixels) return 'too-many-pixels';
      return await createImageBitmap(await heic.decode());
    } catch {
      return 'corrupt';
    } finally {
      heic.dispose();
    }
  }
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return 'corrupt';
  }
}

/**
 * Checks and prepares one picked photo: size, magic bytes, header pixel count (before decoding,
 * against decompression bombs), completeness, decode, EXIF, renditions and content hash. Bad input
 * answers a reason; nothing here throws for a bad file.
 */
export async function processImage(file: Blob): Promise<ImageResult> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > IMAGE_LIMITS.maxBytes) return { ok: false, reason: 'too-large' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, reason: 'unsupported-type' };
  const header = headerPixelSize(bytes, type);
  if (!header) return { ok: false, reason: 'corrupt' };
  if (header.width * header.height > IMAGE_LIMITS.maxPixels) return { ok: false, reason: 'too-many-pixels' };
  if (!looksComplete(bytes, type)) return { ok: false, reason: 'corrupt' };

  const bitmap = await decode(file, bytes, type);
  if (typeof bitmap === 'string') return { ok: false, reason: bitmap };
  try {
    const judged = judgeSize(bitmap.width, bitmap.height);
    if (judged.reject) return { ok: false, reason: judged.reject };
    const [exif, sha256, screen, thumb] = await Promise.all([
      readExif(bytes),
      sha256Hex(bytes),
      rendition(bitmap, IMAGE_LIMITS.screenLongEdge, 0.82),
      rendition(bitmap, IMAGE_LIMITS.thumbLongEdge, 0.78),
    ]);
    return {
      ok: true,
      image: {
        type,
        mime: MIME_TYPES[type],
        width: bitmap.width,
        height: bitmap.height,
        bytes: file.size,
        sha256,
        exif,
        warnings: judged.warnings,
        screen,
        thumb,
      },
    };
  } finally {
    bitmap.close();
  }
}

export interface ImageApi {
  ping(): 'pong';
  process(file: Blob): Promise<ImageResult>;
}

export const imageApi: ImageApi = {
  ping: () => 'pong',
  process: processImage,
};
