import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { optionalUser, requireUser } from '../auth/current-user';
import { findReadablePhoto } from '../collab/library';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readParams, readQuery } from '../http/validate';
import { findOwnedPhoto, listOwnedPhotos, photoJson } from './photos';
import { RENDITIONS, type RenditionName } from './process';
import { photos } from './schema';
import { photoListQuery } from '../../contract/api/photo';
import { readRendition, removeRenditions } from './storage';
import { jobQueue } from '../jobs/queue';
import { type FinishDeps, isComplete, recordUpload } from './finish';
import { answeringUpload } from './upload-activity';
import { uploadLocker } from './upload-lock';
import { createUploadService, OWNER_HEADER, type UploadService, uploadStoreFor } from './upload-server';

/** What recording a finished upload needs: the request's database and its job queue. */
function finishDeps(c: Context<AppEnv>): FinishDeps {
  const { config, database } = c.var;
  return { db: c.var.db, queue: () => jobQueue(database, config) };
}

// One tus server per database (tests run several servers in one process, and restart them).
const services = new WeakMap<object, UploadService>();
function uploadService(c: Context<AppEnv>): UploadService {
  const { config, database } = c.var;
  let service = services.get(database);
  if (!service) {
    service = createUploadService({ config, locker: uploadLocker(database), ...finishDeps(c) });
    services.set(database, service);
  }
  return service;
}

/**
 * A chunk's body that ends, rather than fails, when the client goes away in the middle (a reload, a
 * lost network): the upload store then keeps every byte that arrived, in S3 too (a part in progress
 * is saved as the upload's incomplete part), so the resumed upload starts where this one stopped and
 * a chunk of any size is never sent twice over.
 */
export function keptOnDisconnect(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        controller.close();
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

// A guest's photos follow them into the account they sign in to.
async function tus(c: Context<AppEnv>) {
  const user = await optionalUser(c);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in, or continue as a guest, to upload photos.');
  const headers = new Headers(c.req.raw.headers);
  headers.set(OWNER_HEADER, user.uuid);
  const body = c.req.method === 'PATCH' || c.req.method === 'POST' ? c.req.raw.body : null;
  const request = new Request(c.req.raw.url, {
    method: c.req.method,
    headers,
    body: body && keptOnDisconnect(body),
    ...(body ? { duplex: 'half' } : {}),
  } as RequestInit);
  const answered = answeringUpload();
  try {
    return await uploadService(c).server.handleWeb(request);
  } finally {
    answered();
  }
}

const idParam = z.object({ id: z.uuid({ message: 'must be a photo id' }) });
const renditionParam = idParam.extend({
  size: z.enum(Object.keys(RENDITIONS) as [RenditionName, ...RenditionName[]], {
    message: `must be one of ${Object.keys(RENDITIONS).join(', ')}`,
  }),
});

export const photoRoutes = new Hono<AppEnv>()
  .all('/upload', tus)
  .all('/upload/*', tus)
  .get('/list', async (c) => {
    const user = await requireUser(c);
    const { printId } = readQuery(c, photoListQuery);
    const rows = await listOwnedPhotos(c.var.db, user.uuid, printId);
    return c.json({ photos: rows.map(photoJson) }, 200, { 'Cache-Control': 'no-store' });
  })
  .get('/by-upload/:uploadId', async (c) => {
    const user = await requireUser(c);
    const { uploadId } = readParams(c, z.object({ uploadId: z.string().regex(/^[0-9a-f]{32}$/) }));
    const rows = await c.var.db
      .select()
      .from(photos)
      .where(and(eq(photos.uploadId, uploadId), eq(photos.ownerUuid, user.uuid)));
    let row = rows[0];
    if (!row) {
      // A complete upload without its photo (the server stopped in between) gets it now.
      const upload = await uploadStoreFor(c.var.config)
        .getUpload(uploadId)
        .catch(() => null);
      if (!upload || upload.metadata?.owner !== user.uuid || !isComplete(upload)) throw notFound('The photo');
      row = await recordUpload(finishDeps(c), upload);
    }
    return c.json({ photo: photoJson(row) }, 200, { 'Cache-Control': 'no-store' });
  })
  .get('/:id', async (c) => {
    const user = await requireUser(c);
    const photo = await findOwnedPhoto(c.var.db, user.uuid, readParams(c, idParam).id);
    if (!photo) throw notFound('The photo');
    return c.json({ photo: photoJson(photo) }, 200, { 'Cache-Control': 'no-store' });
  })
  .get('/:id/:size', async (c) => {
    const user = await requireUser(c);
    const { id: key, size } = readParams(c, renditionParam);
    // Also a photo of a design the caller owns or is in (a contributor's), by either of its ids.
    const photo = await findReadablePhoto(c.var.db, user.uuid, key);
    if (photo?.status !== 'ready') throw notFound('The photo');
    const id = photo.id;
    const etag = `"${id}-${size}"`;
    // A rendition never changes for its id: private (it is someone's photo) but cached for good.
    const cache = { 'Cache-Control': 'private, max-age=31536000, immutable', ETag: etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, cache);
    const bytes = await readRendition(c.var.config, id, size);
    if (!bytes) throw notFound('The photo');
    return c.body(new Uint8Array(bytes), 200, { ...cache, 'Content-Type': 'image/jpeg' });
  })
  .delete('/:id', async (c) => {
    const user = await requireUser(c);
    const { id } = readParams(c, idParam);
    const photo = await findOwnedPhoto(c.var.db, user.uuid, id);
    if (!photo) throw notFound('The photo');
    await c.var.db.delete(photos).where(eq(photos.id, id));
    await removeRenditions(c.var.config, id);
    return c.json({ deleted: true });
  });
