import { randomUUID } from 'node:crypto';
import type { FileStore } from '@tus/file-store';
import type { S3Store } from '@tus/s3-store';
import type { Upload } from '@tus/server';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { nowPlusMs } from '../db/sql-time';
import { type JobQueue, registerJob } from '../jobs/handlers';
import { log } from '../lib/log';
import { imageTasks, processPhoto } from './process';
import { uploadPause } from './upload-activity';
import { isUuid } from '../../contract/api/primitives';
import { type PhotoRow, photos } from './schema';
import { removeRenditions, writeRenditions } from './storage';
import { readUpload, uploadStoreFor } from './upload-store';

/**
 * A finished upload becomes a photo in two steps, so the finishing PATCH answers at once:
 * 1. `recordUpload` writes the photo row ('processing') for the upload, once per upload whoever
 *    calls it (the finishing PATCH, a HEAD after a crash, a lookup by upload), and queues the job;
 * 2. the `photo.renditions` job checks the file and makes its renditions, then marks the row ready
 *    or failed. It may run twice (a retry, a requeue after a crash): only a 'processing' row changes.
 */
export const JOB_PHOTO_RENDITIONS = 'photo.renditions';

export const uploadMetadata = z.object({
  filename: z.string().min(1).max(255),
  filetype: z.string().max(100).optional(),
  /**
   * The design the photo is for. Uppy sends every allowed field, so a photo picked before any
   * design exists arrives as "undefined": anything but a design's id (a uuid) means none.
   */
  printId: z
    .string()
    .max(64)
    .optional()
    .transform((v) => (isUuid(v) ? v : undefined)),
  clientId: z.string().max(128).optional(),
});

type UploadStore = FileStore | S3Store;

export interface FinishDeps {
  db: Db;
  queue: () => JobQueue;
}

/** True when every byte of the upload is on the server. */
export const isComplete = (upload: Upload) => upload.size !== undefined && upload.offset === upload.size;

/**
 * The photo row of a finished upload, made (and its renditions queued) when it is not there yet.
 * One photo per file the device picked, too: a device that lost the answer to the request that
 * made an upload (a reload before it stored the URL) sends the file again as a new upload, and
 * with tus creation-with-upload that request can carry, and finish, a whole photo. The second
 * upload then finishes into the photo the first made (same owner, same device id), so the device
 * holds one photo, not two; only the owner's own photos are matched. `byPatch`: finished by a
 * PATCH. A first copy lost so carried the whole file in its creation, so the second one does too
 * and finishes there; an upload finished by a PATCH is no second copy, and skips that query.
 */
export async function recordUpload(
  deps: FinishDeps,
  upload: Upload,
  opts: { byPatch?: boolean } = {},
): Promise<PhotoRow> {
  const meta = uploadMetadata.partial().safeParse(upload.metadata ?? {});
  const m = meta.success ? meta.data : {};
  const ownerUuid = String(upload.metadata?.owner);
  const queries = recordQueries(deps.db);
  if (!opts.byPatch && m.clientId) {
    const [same] = await queries.sameFile.execute({
      owner: ownerUuid,
      upload: upload.id,
      client: m.clientId,
    });
    if (same) return same;
  }
  const [inserted] = await queries.insert.execute({
    id: randomUUID(),
    owner: ownerUuid,
    upload: upload.id,
    print: m.printId ?? null,
    client: m.clientId ?? null,
    fileName: m.filename ?? 'photo',
    bytes: upload.size ?? upload.offset,
  });
  if (inserted) {
    await deps.queue().enqueue(JOB_PHOTO_RENDITIONS, { photoId: inserted.id });
    return inserted;
  }
  const [existing] = await deps.db.select().from(photos).where(eq(photos.uploadId, upload.id));
  if (!existing) throw new Error(`photo of upload ${upload.id} vanished`);
  return existing;
}

// Prepared once per database: every finished upload runs them, and building a query costs about
// as much as running it on the embedded database.
const preparedRecordQueries = new WeakMap<Db, ReturnType<typeof prepareRecordQueries>>();
const prepareRecordQueries = (db: Db) => ({
  sameFile: db
    .select()
    .from(photos)
    .where(
      and(
        eq(photos.ownerUuid, sql.placeholder('owner')),
        or(eq(photos.uploadId, sql.placeholder('upload')), eq(photos.clientId, sql.placeholder('client'))),
      ),
    )
    .limit(1)
    .prepare('photo_of_upload_or_device_id'),
  insert: db
    .insert(photos)
    .values({
      id: sql.placeholder('id'),
      ownerUuid: sql.placeholder('owner'),
      uploadId: sql.placeholder('upload'),
      printId: sql.placeholder('print'),
      clientId: sql.placeholder('client'),
      fileName: sql.placeholder('fileName'),
      bytes: sql.placeholder('bytes'),
      status: 'processing',
    })
    .onConflictDoNothing({ target: photos.uploadId })
    .returning()
    .prepare('record_upload'),
});
function recordQueries(db: Db) {
  let queries = preparedRecordQueries.get(db);
  if (!queries) {
    queries = prepareRecordQueries(db);
    preparedRecordQueries.set(db, queries);
  }
  return queries;
}

/**
 * Photos left 'processing' for longer than `olderThanMs` (a crash between the row and its job, or a
 * job that gave up) are queued again. Run when the server starts.
 */
export async function requeueStalledPhotos(deps: FinishDeps, olderThanMs = 60_000): Promise<number> {
  const stalled = await deps.db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.status, 'processing'), lt(photos.createdAt, nowPlusMs(-olderThanMs))));
  for (const row of stalled) await deps.queue().enqueue(JOB_PHOTO_RENDITIONS, { photoId: row.id });
  return stalled.length;
}

/** Checks the uploaded file and makes its renditions; a bad file is a failed photo with its reason. */
export async function makeRenditions(
  db: Db,
  config: Config,
  store: UploadStore,
  photoId: string,
): Promise<void> {
  const [row] = await db.select().from(photos).where(eq(photos.id, photoId));
  if (row?.status !== 'processing') return;
  const bytes = await readUpload(store, row.uploadId);
  const result = await processPhoto(bytes).catch((err: unknown) => {
    log.error('photo processing crashed', { photoId, error: String(err) });
    return {
      ok: false as const,
      reason: 'corrupt' as const,
      message: 'The file is damaged and cannot be read.',
    };
  });
  const stillProcessing = and(eq(photos.id, photoId), eq(photos.status, 'processing'));
  if (!result.ok) {
    await db
      .update(photos)
      .set({
        status: 'failed',
        failureReason: result.reason,
        failureMessage: result.message,
        bytes: bytes.length,
      })
      .where(stillProcessing);
    return;
  }
  const { photo } = result;
  // Renditions first, then the row that says they are there.
  await writeRenditions(config, photoId, photo.renditions, row.uploadId);
  try {
    await db
      .update(photos)
      .set({
        status: 'ready',
        type: photo.type,
        width: photo.width,
        height: photo.height,
        bytes: bytes.length,
        sha256: photo.sha256,
        capturedAt: photo.metadata.capturedAt ? new Date(photo.metadata.capturedAt) : null,
        metadata: photo.metadata,
        warnings: photo.warnings,
      })
      .where(stillProcessing);
  } catch (err) {
    await removeRenditions(config, photoId);
    throw err;
  }
}

/**
 * How long a rendition waits for a pause in this process's upload requests (upload-activity.ts).
 * Bounded, so renditions keep coming during a long stream of uploads, one at least this often.
 * Short: the queue is every customer's, and at 2 s one customer's 100-photo upload held everyone
 * else's photos "processing" for minutes (a journey uploading beside intake-100 waited 10 s for a
 * 320 px photo).
 */
export const RENDITION_WAIT_MS = 250;

/**
 * The longest one rendition may take before it is retried. A 96 MP photo takes about 0.5 s here; a
 * libvips task that never ends (seen once in a CI run: sharp counted it processing for 8 minutes,
 * with nothing else of the process waiting) held every photo behind it "processing" until then.
 */
export const RENDITION_TIME_LIMIT_MS = 60_000;

registerJob(
  JOB_PHOTO_RENDITIONS,
  async (payload, { db, config }) => {
    await uploadPause(RENDITION_WAIT_MS);
    await makeRenditions(db, config, uploadStoreFor(config), String(payload.photoId));
  },
  {
    timeLimitMs: RENDITION_TIME_LIMIT_MS,
    describeOverdue: imageTasks,
  },
);
