import { readExif, readExifThumbnail, type PhotoExif } from './image-exif';
import { heicBitmap, heicSize } from './image-heic';
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
  /**
   * SHA-256 of the original bytes, hex: made by `process`, and by `hash` when the photo uploads
   * (hashing 4 MB is too slow for the moment of picking); null from `inspect`.
   */
  sha256: string | null;
  /**
   * SHA-256 of the size, the first and the last 64 KB: what tells a photo picked twice at once.
   * Two different photos never share an EXIF block, a start of their compressed data and an end.
   */
  fingerprint: string;
  exif: PhotoExif;
  warnings: PhotoWarning[];
  /** The small upright preview the camera stored in the EXIF block, when it stored one that fits. */
  exifThumbnail: Blob | null;
}

export interface ProcessedImage extends Omit<InspectedImage, 'exifThumbnail' | 'sha256'> {
  sha256: string;
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

/**
 * How much of a file's start `inspect` reads. A JPEG's EXIF block (with its thumbnail) is at most
 * 64 KB and comes before the frame header; 128 KB leaves room for a JFIF or ICC segment before it.
 */
export const HEAD_BYTES = 128 * 1024;
/** The end a file must have (a JPEG's EOI, a PNG's IEND) is within this many bytes of it. */
const TAIL_BYTES = 4096;
const FINGERPRINT_BYTES = 64 * 1024;

/** See InspectedImage.fingerprint: the size, the first 64 KB (`head`'s) and the last (`end`). */
async function fingerprintOf(size: number, head: Uint8Array, end: Uint8Array): Promise<string> {
  const start = head.subarray(0, FINGERPRINT_BYTES);
  const sizeBytes = new TextEncoder().encode(`${size}:`);
  const all = new Uint8Array(sizeBytes.byteLength + start.byteLength + end.byteLength);
  all.set(sizeBytes, 0);
  all.set(start, sizeBytes.byteLength);
  all.set(end, sizeBytes.byteLength + start.byteLength);
  return sha256Hex(all);
}

/** SHA-256 of a whole file, hex. */
export async function hashFile(file: Blob): Promise<string> {
  return sha256Hex(new Uint8Array(await file.arrayBuffer()));
}

/** A JPEG's height and width, read from its SOF header without decoding. */
function jpegHeaderSize(bytes: Uint8Array): { width: number; height: number } | null {
  return bytes[0] === 0xff && bytes[1] === 0xd8 ? headerPixelSize(bytes, 'jpeg') : null;
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
  const aspect = stored.width / stored.height;
  const fits = (size: { width: number; height: number }) =>
    Math.abs(size.width / size.height - aspect) / aspect <= 0.02;
  if (orientation === 1) {
    // Already upright: its size is in its own header, so it is neither decoded nor encoded again.
    const size = jpegHeaderSize(thumb);
    if (!size || !fits(size)) return null;
    return new Blob([thumb as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([thumb as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), {
      imageOrientation: 'none',
    });
  } catch {
    return null;
  }
  try {
    if (!fits(bitmap)) return null;
    return await uprightJpeg(bitmap, orientation);
  } finally {
    bitmap.close();
  }
}

/**
 * Checks one picked photo and reads what a book needs, without decoding it: size, magic bytes,
 * header pixel count (against decompression bombs), completeness, EXIF (capture time, place,
 * orientation), the upright size, the fingerprint and the camera's EXIF thumbnail. A JPEG is read
 * only at its start and its end (HEAD_BYTES and the last few KB), not its megabytes of picture.
 * Bad input answers a reason; nothing here throws for a bad file.
 */
export async function inspectImage(file: Blob): Promise<InspectResult> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > IMAGE_LIMITS.maxBytes) return { ok: false, reason: 'too-large' };
  let bytes = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, reason: 'unsupported-type' };
  // PNG and WebP may keep their EXIF anywhere, HEIC is opened by libheif, and a JPEG whose frame
  // header lies past its head (large ICC or XMP segments): those are read whole.
  const whole = type !== 'jpeg' || headerPixelSize(bytes, type) === null;
  if (whole && file.size > bytes.byteLength) bytes = new Uint8Array(await file.arrayBuffer());
  const header = headerPixelSize(bytes, type);
  if (!header) return { ok: false, reason: 'corrupt' };
  if (header.width * header.height > IMAGE_LIMITS.maxPixels) return { ok: false, reason: 'too-many-pixels' };
  // The last 64 KB: its end tells whether the file is complete, all of it goes in the fingerprint.
  const end =
    file.size <= bytes.byteLength
      ? bytes.subarray(Math.max(0, bytes.byteLength - FINGERPRINT_BYTES))
      : new Uint8Array(await file.slice(Math.max(0, file.size - FINGERPRINT_BYTES)).arrayBuffer());
  if (!looksComplete(end.subarray(Math.max(0, end.byteLength - TAIL_BYTES)), type))
    return { ok: false, reason: 'corrupt' };

  const exif = await readExif(bytes);
  let upright = swapsSides(exif.orientation) ? { width: header.height, height: header.width } : header;
  if (type === 'heic') {
    // libheif answers the size as shown (its rotations applied); the header scan may miss a grid's.
    try {
      upright = await heicSize(bytes);
    } catch {
      return { ok: false, reason: 'corrupt' };
    }
    if (upright.width * upright.height > IMAGE_LIMITS.maxPixels)
      return { ok: false, reason: 'too-many-pixels' };
  }
  const judged = judgeSize(upright.width, upright.height);
  if (judged.reject) return { ok: false, reason: judged.reject };
  const [fingerprint, exifThumbnail] = await Promise.all([
    fingerprintOf(file.size, bytes, end),
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
      sha256: null,
      fingerprint,
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
 * HEIC in the HEIC worker through libheif (browsers cannot decode it).
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
    return heicBitmap(new Uint8Array(await file.arrayBuffer()), resize);
  }
  const scaled = await decodeScaled(file, type, want).catch(() => null);
  if (scaled) return scaled;
  return createImageBitmap(file, { imageOrientation: 'from-image', ...resize });
}

/**
 * WebCodecs' ImageDecoder at the size wanted, or null when there is none for the type. It may fail
 * where createImageBitmap does not (Chromium 150's failed a 4096x512 panorama that 156's reads), so
 * a failure here falls back to createImageBitmap before the file counts as damaged.
 */
async function decodeScaled(
  file: Blob,
  type: Exclude<ImageType, 'heic'>,
  want: { width: number; height: number },
): Promise<ImageBitmap | null> {
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
  return null;
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
    const [[screen, thumb], sha256] = await Promise.all([
      renderImage(file, image.type, image, [SCREEN, THUMB]),
      hashFile(file),
    ]);
    if (!screen || !thumb) return { ok: false, reason: 'corrupt' };
    return { ok: true, image: { ...image, sha256, screen, thumb } };
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
  hash(file: Blob): Promise<string>;
}

/** The image worker's API: ImageApi, and the way to the page's HEIC worker (image-heic.ts). */
export interface ImageWorkerApi extends ImageApi {
  /** `open` answers a new port to the HEIC worker (a Comlink proxy from the page, so a promise there). */
  connectHeic(open: () => MessagePort | Promise<MessagePort>): void;
}

export const imageApi: ImageApi = {
  ping: () => 'pong',
  inspect: inspectImage,
  render: renderImage,
  process: processImage,
  hash: hashFile,
};
