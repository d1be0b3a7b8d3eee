import { createHash } from 'node:crypto';
import decodeHeic from 'heic-decode';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_LIMITS, type PhotoWarning, type RejectReason } from '../../contract/photo/image-limits';
import { type PhotoMetadata, readPhotoMetadata, wrapTiffAsJpeg } from './exif';
import { type ImageType, sniffImageType } from './sniff';

/** Upload limits: the contract's, the same the device checks before upload. */
export const PHOTO_LIMITS = IMAGE_LIMITS;

export const RENDITIONS = {
  /** Editor and screens: about 1600 px on the long edge. */
  screen: { longEdge: IMAGE_LIMITS.screenLongEdge, quality: 82 },
  /** Strips and grids. */
  thumb: { longEdge: IMAGE_LIMITS.thumbLongEdge, quality: 78 },
  /** Full size, upright, sRGB, flattened: what print files embed (never upsampled). */
  print: { longEdge: null, quality: 92 },
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

  let image: Sharp;
  let width: number;
  let height: number;
  try {
    if (type === 'heic') {
      // sharp's bundled libheif has no HEVC decoder; heic-decode (libheif in WASM) does, and
      // applies the container's rotation itself.
      const decoded = await decodeHeic({ buffer: input });
      image = sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
        raw: { width: decoded.width, height: decoded.height, channels: 4 },
      });
      width = decoded.width;
      height = decoded.height;
    } else {
      image = sharp(input, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'truncated' }).rotate();
      const turned = (header.orientation ?? 1) >= 5;
      width = turned ? storedHeight : storedWidth;
      height = turned ? storedWidth : storedHeight;
    }
  } catch {
    return reject('corrupt', 'The file is damaged and cannot be read.');
  }

  if (Math.min(width, height) < PHOTO_LIMITS.minShortEdge || width * height < PHOTO_LIMITS.minPixels) {
    return reject('too-small', `The photo is too small to print well (${width}×${height} pixels).`);
  }

  let renditions: Record<RenditionName, Buffer>;
  try {
    renditions = {
      print: await render(image, RENDITIONS.print.longEdge, RENDITIONS.print.quality),
      screen: await render(image, RENDITIONS.screen.longEdge, RENDITIONS.screen.quality),
      thumb: await render(image, RENDITIONS.thumb.longEdge, RENDITIONS.thumb.quality),
    };
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
      sha256: createHash('sha256').update(input).digest('hex'),
      metadata,
      warnings,
      renditions,
    },
  };
}

/** An upright sRGB JPEG, transparency flattened onto white (paper), CMYK and greyscale converted. */
function render(image: Sharp, longEdge: number | null, quality: number): Promise<Buffer> {
  let pipeline = image.clone();
  if (longEdge) {
    pipeline = pipeline.resize({
      width: longEdge,
      height: longEdge,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  return pipeline
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality, chromaSubsampling: quality >= 90 ? '4:4:4' : '4:2:0' })
    .toBuffer();
}
