import { z } from 'zod';
import { idText, TEXT_LIMITS } from './text-limits';
import type { Px } from './units';

const pixels = z
  .number()
  .int()
  .positive()
  .transform((v) => v as Px);

/** A point in a photo, as fractions of its displayed width and height (0..1). */
export const focusPointSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
});
export type FocusPoint = z.infer<typeof focusPointSchema>;

const fraction = z.number().min(0).max(1);

/** A face found on the photo, as fractions of its displayed width and height; crops keep it whole. */
/**
 * A face on a photo, as fractions of the upright photo's sides: the face itself (forehead to chin),
 * not the head and shoulders, with the detector's confidence when it gave one (boxes stored before
 * it was kept have none, and count as sure).
 */
export const faceBoxSchema = z.object({
  x: fraction,
  y: fraction,
  width: fraction,
  height: fraction,
  score: fraction.optional(),
});
export type FaceBox = z.infer<typeof faceBoxSchema>;

/**
 * What the on-device analysis measured (render-core/analysis): a 64-bit difference hash as 16 hex
 * digits and the quality scores, each 0..1. Null until the photo has been analysed.
 */
export const photoAnalysisSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{16}$/),
  sharpness: fraction,
  exposure: fraction,
  overall: fraction,
});
export type PhotoAnalysis = z.infer<typeof photoAnalysisSchema>;

/**
 * What the engine knows about a photo. `width`/`height` are the displayed size, with the EXIF
 * orientation already applied; the bitmaps and bytes handed to paint and print are upright too.
 */
export const photoRefSchema = z.object({
  id: idText(),
  width: pixels,
  height: pixels,
  /**
   * Capture time as an ISO 8601 string, with its UTC offset when the camera wrote one (EXIF
   * OffsetTimeOriginal); a time without one is taken as it reads. Null when the photo has no date.
   */
  takenAt: z.iso.datetime({ offset: true, local: true }).max(64).nullable().default(null),
  /** The EXIF orientation the original was stored with (1..8), kept for the record. */
  orientation: z.number().int().min(1).max(8).default(1),
  place: z.string().min(1).max(TEXT_LIMITS.place).nullable().default(null),
  contentHash: z.string().min(1).max(TEXT_LIMITS.hash).nullable().default(null),
  /** Where the subject is; crops keep these inside the frame. Empty means the centre. */
  focusPoints: z.array(focusPointSchema).max(200).default([]),
  people: z.array(z.string().max(TEXT_LIMITS.person)).max(200).default([]),
  /** Faces found on the device; empty when none were found or the photo was not analysed yet. */
  faces: z.array(faceBoxSchema).max(200).default([]),
  analysis: photoAnalysisSchema.nullable().default(null),
});
export type PhotoRef = z.infer<typeof photoRefSchema>;
export type PhotoRefInput = z.input<typeof photoRefSchema>;

export const photoAspect = (photo: Pick<PhotoRef, 'width' | 'height'>) => photo.width / photo.height;

/** The point crops keep in view: the mean of the focus points, or the centre. */
export function focusOf(photo: Pick<PhotoRef, 'focusPoints'>): FocusPoint {
  const points = photo.focusPoints;
  if (points.length === 0) return { x: 0.5, y: 0.5 };
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Capture time in milliseconds for ordering. A time without an offset is read as UTC, not in the
 * machine's zone, so the worker, the browser and the server order the same book the same way.
 */
export function takenAtMs(photo: Pick<PhotoRef, 'takenAt'>): number | null {
  if (photo.takenAt === null) return null;
  return Date.parse(HAS_ZONE.test(photo.takenAt) ? photo.takenAt : `${photo.takenAt}Z`);
}
