import decodeHeic from 'heic-decode';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_LIMITS, type PhotoWarning, type RejectReason } from '../../contract/photo/image-limits';
import { type PhotoMetadata, readPhotoMetadata, wrapTiffAsJpeg } from './exif';
import { type ImageType, sniffImageType } from './sniff';

/**
 * One libvips thread per image in a process that also answers requests (sharp's default on glibc,
 * but not with jemalloc or MALLOC_ARENA_MAX set): renditions run one at a time, so image work takes
 * at most about one core and the others keep answering uploads. A worker process, which answers
 * none, gives images every core (worker.ts).
 */
sharp.concurrency(1);

/** libvips tasks of this process: queued, and processing now (for the log of a stuck rendition). */
export const imageTasks = () => ({ imageTasks: sharp.counters() });

/** Upload limits: the contract's, the same the device checks before upload. */
export const PHOTO_LIMITS = IMAGE_LIMITS;

/**
 * What the rendition job makes and the API serves. There is no stored print rendition: a print file
 * is made from the original at print time (printImage), at the size the print needs.
 */
export const RENDITIONS = {
  /** Editor and screens: about 1600 px on the long edge. */
  screen: { longEdge: IMAGE_LIMITS.screenLongEdge, quality: 82 },
  /** Strips and grids. */
  thumb: { longEdge: IMAGE_LIMITS.thumbLongEdge, quality: 78 },
} as const;
export type RenditionName = keyof typeof RENDITIONS;

export type { PhotoWarning, RejectReason } from '../../contract/photo/image-limits';

export interface ProcessedPhoto {
  type: ImageType;
  /** Upright (displayed) pixel size. */
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  metadata: PhotoMetadata;
  warnings: PhotoWarning[];
  renditions: Record<RenditionName, Buffer>;
}

export type ProcessResult =
  | { ok: true; photo: ProcessedPhoto }
  | { ok: false; reason: RejectReason; message: string };

const reject = (reason: RejectReason, message: string): ProcessResult => ({ ok: false, reason, message });

/**
 * Checks, decodes and renders an uploaded photo. Every way a file can be bad ends in a reason
 * a person can act on; nothing here throws for bad input.
 */
export async function processPhoto(input: Uint8Array): Promise<ProcessResult> {
  if (input.length === 0) return reject('empty', 'The file is empty.');
  if (input.length > PHOTO_LIMITS.maxBytes) {
    return reject('too-large', `The file is larger than ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB.`);
  }
  const type = sniffImageType(input);
  if (!type) return reject('unsupported-type', 'This is not a JPEG, PNG, WebP or HEIC photo.');

  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: PHOTO_LIMITS.maxPixels }).metadata();
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) {
      return reject(
        'too-many-pixels',
        'The photo has too many pixels to process safely (over 100 megapixels).',
      );
    }
    return reject('corrupt', 'The file is damaged and cannot be read.');
  }
  const storedWidth = header.width ?? 0;
  const storedHeight = header.height ?? 0;
  if (storedWidth * storedHeight > PHOTO_LIMITS.maxPixels) {
    return reject(
      'too-many-pixels',
      'The photo has too many pixels to process safely (over 100 megapixels).',
    );
  }

  let upright: Upright;
  try {
    upright = await decodeUpright(input, type, header);
  } catch {
    return reject('corrupt', 'The file is damaged and cannot be read.');
  }
  const { image, width, height } = upright;

  if (Math.min(width, height) < PHOTO_LIMITS.minShortEdge || width * height < PHOTO_LIMITS.minPixels) {
    return reject('too-small', `The photo is too small to print well (${width}×${height} pixels).`);
  }

  let renditions: Record<RenditionName, Buffer>;
  try {
    const screen = await render(image, RENDITIONS.screen.longEdge, RENDITIONS.screen.quality);
    // From the screen rendition, not the original: a second decode of 12 MP would cost more than
    // the thumbnail itself, and the screen copy already has every pixel a 400 px image needs.
    const thumb = await render(sharp(screen), RENDITIONS.thumb.longEdge, RENDITIONS.thumb.quality);
    renditions = { screen, thumb };
  } catch {
    return reject('corrupt', 'The file is damaged and cannot be read.');
  }

  const metadata = await readPhotoMetadata(
    type === 'webp' && header.exif ? wrapTiffAsJpeg(header.exif) : input,
  );
  const warnings: PhotoWarning[] = [];
  if (Math.max(width, height) < PHOTO_LIMITS.lowResolutionLongEdge) warnings.push('low-resolution');

  return {
    ok: true,
    photo: {
      type,
      width,
      height,
      bytes: input.length,
      // WebCrypto hashes on the thread pool: 4 MB is ~10 ms the request thread keeps for uploads.
      sha256: Buffer.from(await crypto.subtle.digest('SHA-256', input as Uint8Array<ArrayBuffer>)).toString(
        'hex',
      ),
      metadata,
      warnings,
      renditions,
    },
  };
}

interface Upright {
  image: Sharp;
  /** Upright (displayed) pixel size. */
  width: number;
  height: number;
}

/** The photo's pixels turned upright (EXIF orientation, or HEIC's own rotation). Throws on bad data. */
async function decodeUpright(input: Uint8Array, type: ImageType, header: Metadata): Promise<Upright> {
  if (type === 'heic') {
    // sharp's bundled libheif has no HEVC decoder; heic-decode (libheif in WASM) does, and
    // applies the container's rotation itself.
    const decoded = await decodeHeic({ buffer: input });
    return {
      image: sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
        raw: { width: decoded.width, height: decoded.height, channels: 4 },
      }),
      width: decoded.width,
      height: decoded.height,
    };
  }
  const turned = (header.orientation ?? 1) >= 5;
  return {
    image: sharp(input, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'truncated' }).rotate(),
    width: (turned ? header.height : header.width) ?? 0,
    height: (turned ? header.width : header.height) ?? 0,
  };
}

/**
 * The image a print file embeds for an accepted photo, made from the original at print time:
 * upright, sRGB, flattened onto white, at most `longEdge` pixels on its long edge (null: every
 * pixel; never upsampled). A pipeline, so the caller bakes in a filter before the one encode.
 */
export async function printImage(original: Uint8Array, longEdge: number | null): Promise<Sharp> {
  const type = sniffImageType(original);
  if (!type) throw new Error('the original is not a JPEG, PNG, WebP or HEIC photo');
  const header = await sharp(original, { limitInputPixels: PHOTO_LIMITS.maxPixels }).metadata();
  const { image } = await decodeUpright(original, type, header);
  return prepare(image, longEdge);
}

/** Resized inside `longEdge` (never up), transparency flattened onto white (paper), in sRGB. */
function prepare(image: Sharp, longEdge: number | null): Sharp {
  let pipeline = image;
  if (longEdge) {
    pipeline = pipeline.resize({
      width: longEdge,
      height: longEdge,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  return pipeline.flatten({ background: '#ffffff' }).toColourspace('srgb');
}

/** An upright sRGB JPEG, transparency flattened onto white (paper), CMYK and greyscale converted. */
function render(image: Sharp, longEdge: number, quality: number): Promise<Buffer> {
  return prepare(image.clone(), longEdge).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
}
