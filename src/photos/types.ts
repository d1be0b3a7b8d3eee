import { z } from 'zod';

/** Where a photo's upload stands, as the device remembers it across reloads. */
export const uploadStatusSchema = z.enum(['waiting', 'uploading', 'paused', 'done', 'failed', 'skipped']);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/**
 * A photo picked on this device. `id` is the on-device id: the document's PhotoRef.id and the
 * tus `clientId`, so the server can map its own photo to it.
 */
export const localPhotoSchema = z.object({
  id: z.string().min(1),
  draftId: z.string().min(1),
  name: z.string(),
  mime: z.string(),
  bytes: z.number().int().nonnegative(),
  lastModified: z.number(),
  addedAt: z.number(),
  /** SHA-256 of the original, hex; '' until it is hashed (at upload time, after picking). */
  sha256: z.string(),
  /** The quick fingerprint read when the photo was picked (InspectedImage.fingerprint). */
  fingerprint: z.string().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  takenAt: z.string().nullable(),
  orientation: z.number().int().min(1).max(8),
  camera: z.string().nullable(),
  gps: z.object({ latitude: z.number(), longitude: z.number(), altitude: z.number().nullable() }).nullable(),
  warnings: z.array(z.string()),
  upload: z.object({
    status: uploadStatusSchema,
    /** The tus upload URL once the server has made one; what a reload resumes from. */
    url: z.string().nullable(),
    /** The print the photo is uploaded for, so an upload resumed after a reload still says so. */
    printId: z.string().nullable().default(null),
    bytesSent: z.number().int().nonnegative(),
    serverId: z.string().nullable(),
    /** The server's verdict after its own checks ('processing' while it makes its renditions). */
    serverStatus: z.enum(['processing', 'ready', 'failed']).nullable(),
    serverReason: z.string().nullable(),
    error: z.string().nullable(),
  }),
  /** Uploaded originals may go when storage runs short; renditions stay for offline editing. */
  originalEvicted: z.boolean(),
  /**
   * The renditions made on this device so far. A photo joins the book from its header alone and
   * its renditions follow; records from before that were kept with both.
   */
  renditions: z.array(z.enum(['thumb', 'screen'])).default(['thumb', 'screen']),
});
export type LocalPhoto = z.infer<typeof localPhotoSchema>;

/** The photos being gathered for one product, until (and after) they become a print. */
export const draftSchema = z.object({
  id: z.string().min(1),
  productCode: z.string().min(1),
  createdAt: z.number(),
  printId: z.string().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

export type RenditionSize = 'screen' | 'thumb';
