import { readExif, readExifThumbnail, type PhotoExif } from './image-exif';
import { openHeic } from './image-heic';
import { fitLongEdge, IMAGE_LIMITS, judgeSize, type PhotoWarning, type RejectReason } from './image-limits';
import { headerPixelSize, type ImageType, looksComplete, MIME_TYPES, sniffImageType } from './image-sniff';

/** What a book needs of a photo, read from its header without decoding it. */
export interface InspectedImage {
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
  /** The small upright preview the camera stored in the EXIF block, when it stored one that fits. */
  exifThumbnail: Blob | null;
}

export interface ProcessedImage extends Omit<InspectedImage, 'exifThumbnail'> {
  /** Upright JPEG renditions: about 1600 px for screens and 400 px for strips. */
  screen: Blob;
  thumb: Blob;
}

export type InspectResult = { ok: true; image: InspectedImage } | { ok: false; reason: RejectReason };
export type ImageResult = { ok: true; image: ProcessedImage } | { ok: false; reason: RejectReason };

/** A rendition asked for: the long edge it may have at most, and its JPEG quality. */
export interface RenditionRequest {
  longEdge: number;
  quality: number;
}

export const SCREEN: RenditionRequest = { longEdge: IMAGE_LIMITS.screenLongEdge, quality: 0.82 };
export const THUMB: RenditionRequest = { longEdge: IMAGE_LIMITS.thumbLongEdge, quality: 0.78 };

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
async function rendition(image: ImageBitmap, request: RenditionRequest): Promise<Blob> {
  const size = fitLongEdge(image.width, image.height, request.longEdge);
  const surface = createSurface(size.width, size.height);
  surface.context.fillStyle = '#ffffff';
  surface.context.fillRect(0, 0, size.width, size.height);
  surface.context.imageSmoothingQuality = 'high';
  surface.context.drawImage(image, 0, 0, size.width, size.height);
  return surface.toJpeg(request.quality);
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** EXIF orientations 5..8 turn the stored image a quarter, so width and height swap when shown. */
const swapsSides = (orientation: number) => orientation >= 5 && orientation <= 8;

/**
 * Draws a stored-orientation image upright (the EXIF thumbnail is stored the way the sensor saw
 * it, like the main image). Transforms as in the EXIF specification's table of orientations.
 */
async function uprightJpeg(source: ImageBitmap, orientation: number): Promise<Blob> {
  const w = source.width;
  const h = source.height;
  const surface = swapsSides(orientation) ? createSurface(h, w) : createSurface(w, h);
  const ctx = surface.context;
  const transforms: Record<number, [number, number, number, number, number, number]> = {
    2: [-1, 0, 0, 1, w, 0],
    3: [-1, 0, 0, -1, w, h],
    4: [1, 0, 0, -1, 0, h],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, h, 0],
    7: [0, -1, -1, 0, h, w],
    8: [0, -1, 1, 0, 0, w],
  };
  const t = transforms[orientation];
  if (t) ctx.setTransform(...t);
  ctx.drawImage(source, 0, 0);
  return surface.toJpeg(0.8);
}

/**
 * The EXIF thumbnail as an upright JPEG, only when it shows the same picture: some cameras pad a
 * 4:3 thumbnail of a 16:9 photo with black bars, which would show as the photo.
 */
async function fittingThumbnail(
  bytes: Uint8Array,
  stored: { width: number; height: number },
  orientation: number,
): Promise<Blob | null> {
  const thumb = await readExifThumbnail(bytes);
  if (!thumb) return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([thumb as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), {
      imageOrientation: 'none',
    });
  } catch {
    return null;
  }
  try {
    const aspect = stored.width / stored.height;
    if (Math.abs(bitmap.width / bitmap.height - aspect) / aspect > 0.02) return null;
    return await uprightJpeg(bitmap, orientation);
  } finally {
    bitmap.close();
  }
}

/**
 * Checks one picked photo and reads what a book needs, without decoding it: size, magic bytes,
 * header pixel count (against decompression bombs), completeness, EXIF (capture time, place,
 * orientation), the upright size, the content hash and the camera's EXIF thumbnail. Bad input
 * answers a reason; nothing here throws for a bad file.
 */
export async function inspectImage(file: Blob): Promise<InspectResult> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > IMAGE_LIMITS.maxBytes) return { ok: false, reason: 'too-large' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, reason: 'unsupported-type' };
  const header = headerPixelSize(bytes, type);
  if (!header) return { ok: false, reason: 'corrupt' };
  if (header.width * header.height > IMAGE_LIMITS.maxPixels) return { ok: false, reason: 'too-many-pixels' };
  if (!looksComplete(bytes, type)) return { ok: false, reason: 'corrupt' };

  const exif = await readExif(bytes);
  let upright = swapsSides(exif.orientation) ? { width: header.height, height: header.width } : header;
  if (type === 'heic') {
    // libheif answers the size as shown (its rotations applied); the header scan may miss a grid's.
    try {
      const heic = await openHeic(bytes);
      upright = { width: heic.width, height: heic.height };
      heic.dispose();
    } catch {
      return { ok: false, reason: 'corrupt' };
    }
    if (upright.width * upright.height > IMAGE_LIMITS.maxPixels)
      return { ok: false, reason: 'too-many-pixels' };
  }
  const judged = judgeSize(upright.width, upright.height);
  if (judged.reject) return { ok: false, reason: judged.reject };
  const [sha256, exifThumbnail] = await Promise.all([
    sha256Hex(bytes),
    type === 'jpeg' ? fittingThumbnail(bytes, header, exif.orientation) : Promise.resolve(null),
  ]);
  return {
    ok: true,
    image: {
      type,
      mime: MIME_TYPES[type],
      width: upright.width,
      height: upright.height,
      bytes: file.size,
      sha256,
      exif,
      warnings: judged.warnings,
      exifThumbnail,
    },
  };
}

/** Largest size with the same aspect as `width` x `height` whose long edge is at most `longEdge`. */
const target = (width: number, height: number, longEdge: number) => fitLongEdge(width, height, longEdge);

/**
 * Decodes at the size needed, upright. JPEG, PNG and WebP go through WebCodecs' ImageDecoder when
 * there is one: asked for a smaller size, a JPEG decoder scales while it decodes (1/2, 1/4, 1/8),
 * several times faster than decoding 12 MP and scaling down. Else createImageBitmap with a resize;
 * HEIC through libheif (browsers cannot decode it).
 */
async function decodeAt(
  file: Blob,
  type: ImageType,
  upright: { width: number; height: number },
  longEdge: number,
): Promise<ImageBitmap> {
  const want = target(upright.width, upright.height, longEdge);
  const resize = { resizeWidth: want.width, resizeHeight: want.height, resizeQuality: 'high' as const };
  if (type === 'heic') {
    const heic = await openHeic(new Uint8Array(await file.arrayBuffer()));
    try {
      return await createImageBitmap(await heic.decode(), resize);
    } finally {
      heic.dispose();
    }
  }
  const Decoder = (globalThis as { ImageDecoder?: typeof ImageDecoder }).ImageDecoder;
  if (Decoder && (await Decoder.isTypeSupported(MIME_TYPES[type]).catch(() => false))) {
    const decoder = new Decoder({
      data: file.stream(),
      type: MIME_TYPES[type],
      // Asked in upright sides; a decoder that cannot scale answers its full size, scaled below.
      desiredWidth: want.width,
      desiredHeight: want.height,
    });
    try {
      const { image } = await decoder.decode();
      try {
        const shown = { width: image.displayWidth, height: image.displayHeight };
        // Never scaled up: a decoder scaling by eighths may answer a little under the size asked.
        const size =
          shown.width * shown.height < want.width * want.height
            ? shown
            : { width: want.width, height: want.height };
        return await createImageBitmap(image, {
          resizeWidth: size.width,
          resizeHeight: size.height,
          resizeQuality: 'high',
        });
      } finally {
        image.close();
      }
    } finally {
      decoder.close();
    }
  }
  return createImageBitmap(file, { imageOrientation: 'from-image', ...resize });
}

/**
 * Upright JPEG renditions of an inspected photo, decoded once at the largest size asked. Throws
 * when the file cannot be decoded after all (damage the header checks could not see).
 */
export async function renderImage(
  file: Blob,
  type: ImageType,
  upright: { width: number; height: number },
  requests: readonly RenditionRequest[],
): Promise<Blob[]> {
  const largest = Math.max(...requests.map((r) => r.longEdge));
  const bitmap = await decodeAt(file, type, upright, largest);
  try {
    return await Promise.all(requests.map((r) => rendition(bitmap, r)));
  } finally {
    bitmap.close();
  }
}

/** Inspects and renders in one go: what the editor's "add photos" takes. */
export async function processImage(file: Blob): Promise<ImageResult> {
  const inspected = await inspectImage(file);
  if (!inspected.ok) return inspected;
  const { exifThumbnail: _, ...image } = inspected.image;
  try {
    const [screen, thumb] = await renderImage(file, image.type, image, [SCREEN, THUMB]);
    if (!screen || !thumb) return { ok: false, reason: 'corrupt' };
    return { ok: true, image: { ...image, screen, thumb } };
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
}

export interface ImageApi {
  ping(): 'pong';
  inspect(file: Blob): Promise<InspectResult>;
  render(
    file: Blob,
    type: ImageType,
    upright: { width: number; height: number },
    requests: readonly RenditionRequest[],
  ): Promise<Blob[]>;
  process(file: Blob): Promise<ImageResult>;
}

export const imageApi: ImageApi = {
  ping: () => 'pong',
  inspect: inspectImage,
  render: renderImage,
  process: processImage,
};
