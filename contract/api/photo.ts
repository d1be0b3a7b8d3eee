import { z } from 'zod';
import { placeSchema } from './places';

/** What the server read from a photo's header (server/photo/exif.ts PhotoMetadata). */
export const photoMetadataSchema = z.object({
  capturedAt: z.string().nullable(),
  utcOffset: z.string().nullable(),
  orientation: z.number().int(),
  gps: z.object({ latitude: z.number(), longitude: z.number(), altitude: z.number().nullable() }).nullable(),
  place: placeSchema.nullable().optional(),
  camera: z.object({ make: z.string().nullable(), model: z.string().nullable() }),
});

/** One uploaded photo as the API shows it (server/photo/photos.ts photoJson). */
export const photoSchema = z.object({
  id: z.string(),
  printId: z.string().nullable(),
  uploadId: z.string(),
  /** The id the browser gave the file, to match uploads to photos on the device. */
  clientId: z.string().nullable(),
  status: z.enum(['processing', 'ready', 'failed']),
  failure: z.object({ reason: z.string().nullable(), message: z.string().nullable() }).nullable(),
  fileName: z.string(),
  type: z.string().nullable(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sha256: z.string().nullable(),
  capturedAt: z.string().nullable(),
  metadata: photoMetadataSchema.nullable(),
  warnings: z.array(z.string()),
  createdAt: z.string(),
});

/** GET /photo/list */
export const photoListAnswer = z.object({ photos: z.array(photoSchema) });

/** GET /photo/:id and /photo/by-upload/:uploadId */
export const onePhotoAnswer = z.object({ photo: photoSchema });

/** DELETE /photo/:id */
export const photoDeletedAnswer = z.object({ deleted: z.literal(true) });

/** GET /photo/list?printId=…: the photos picked for one design, or all of them. */
export const photoListQuery = z.object({ printId: z.string().max(64).optional() });
