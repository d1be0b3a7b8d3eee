import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { BookDocument } from '../../render-core';
import {
  printIdQuery,
  shareBody,
  sharePermissionBody,
  shareTokenBody,
  shareTokenQuery,
} from '../../contract/api/print';
import { optionalUser, requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readJson, readParams, readQuery } from '../http/validate';
import { photos } from '../photo/schema';
import { copyRenditions, readRendition } from '../photo/storage';
import {
  documentPhotoIds,
  findLiveShare,
  findOwnedPrint,
  newShareToken,
  printJson,
  shareJson,
} from './prints';
import { printShares, prints, SHARE_PERMISSIONS } from './schema';

const publicUrl = (c: Context<AppEnv>) => c.var.siteOrigin;

/** Gives `toOwner` their own copies of the photos a document shows (rows and renditions). */
async function copyPhotos(c: Context<AppEnv>, doc: BookDocument, fromOwner: string, toOwner: string) {
  const ids = documentPhotoIds(doc);
  if (ids.length === 0) return;
  const source = await c.var.db
    .select()
    .from(photos)
    .where(and(eq(photos.ownerUuid, fromOwner), eq(photos.status, 'ready'), inArray(photos.clientId, ids)));
  for (const photo of source) {
    const id = crypto.randomUUID();
    await copyRenditions(c.var.config, photo.id, id);
    const { id: _old, createdAt: _created, ...rest } = photo;
    await c.var.db.insert(photos).values({ ...rest, id, ownerUuid: toOwner, uploadId: `copy-${id}` });
  }
}

/**
 * /print's sharing by link: the owner's links (make, change, revoke, list) and what a link's holder
 * may do (see the design, its photos, copy it). Mounted on printRoutes at `/`.
 */
export const shareRoutes = new Hono<AppEnv>()
  .get('/sharing-properties', async (c) => {
    const user = await requireUser(c);
    const { id } = readQuery(c, printIdQuery);
    await findOwnedPrint(c.var.db, user.uuid, id);
    const shares = await c.var.db
      .select()
      .from(printShares)
      .where(and(eq(printShares.printId, id), isNull(printShares.revokedAt)));
    return c.json(
      { permissions: SHARE_PERMISSIONS, shares: shares.map((s) => shareJson(s, publicUrl(c))) },
      200,
      {
        'Cache-Control': 'no-store',
      },
    );
  })
  .post('/share', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, shareBody);
    await findOwnedPrint(c.var.db, user.uuid, body.id);
    const [share] = await c.var.db
      .insert(printShares)
      .values({ token: newShareToken(), printId: body.id, permission: body.permission })
      .returning();
    return c.json({ share: shareJson(share!, publicUrl(c)) }, 201);
  })
  .post('/share-permission', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, sharePermissionBody);
    const { share } = await findLiveShare(c.var.db, body.token);
    await findOwnedPrint(c.var.db, user.uuid, share.printId);
    const [updated] = await c.var.db
      .update(printShares)
      .set({ permission: body.permission })
      .where(eq(printShares.token, body.token))
      .returning();
    return c.json({ share: shareJson(updated!, publicUrl(c)) });
  })
  .post('/revoke-share', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, shareTokenBody);
    const { share } = await findLiveShare(c.var.db, body.token);
    await findOwnedPrint(c.var.db, user.uuid, share.printId);
    await c.var.db
      .update(printShares)
      .set({ revokedAt: sql`now()` })
      .where(eq(printShares.token, body.token));
    return c.json({ revoked: true });
  })
  .get('/shared', async (c) => {
    const { token: t } = readQuery(c, shareTokenQuery);
    const { share, print } = await findLiveShare(c.var.db, t);
    const viewer = await optionalUser(c);
    return c.json(
      {
        permission: share.permission,
        isOwner: viewer?.uuid === print.ownerUuid,
        print: { id: print.id, title: print.title, productCode: print.productCode, document: print.document },
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  })
  .get('/shared/list', async (c) => {
    // The signed-in user's live share links, newest first, with their prints' titles.
    const user = await requireUser(c);
    const rows = await c.var.db
      .select({ share: printShares, title: prints.title })
      .from(printShares)
      .innerJoin(prints, eq(printShares.printId, prints.id))
      .where(and(eq(prints.ownerUuid, user.uuid), isNull(printShares.revokedAt)));
    return c.json(
      { shares: rows.map((r) => ({ ...shareJson(r.share, publicUrl(c)), title: r.title })) },
      200,
      { 'Cache-Control': 'no-store' },
    );
  })
  .get('/shared/photo/:photoId/:size', async (c) => {
    const { token: t } = readQuery(c, shareTokenQuery);
    const { photoId, size } = readParams(
      c,
      z.object({ photoId: z.string().min(1).max(128), size: z.enum(['screen', 'thumb']) }),
    );
    const { print } = await findLiveShare(c.var.db, t);
    if (!documentPhotoIds(print.document).includes(photoId)) throw notFound('The photo');
    const rows = await c.var.db
      .select({ id: photos.id })
      .from(photos)
      .where(
        and(
          eq(photos.ownerUuid, print.ownerUuid),
          eq(photos.status, 'ready'),
          or(eq(photos.clientId, photoId), sql`${photos.id}::text = ${photoId}`),
        ),
      );
    const bytes = rows[0] ? await readRendition(c.var.config, rows[0].id, size) : null;
    if (!bytes) throw notFound('The photo');
    // Revoking must stop access at once, so shared photos are never cached for long.
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'private, no-cache',
    });
  })
  .post('/shared/copy', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, shareTokenBody);
    const { share, print } = await findLiveShare(c.var.db, body.token);
    if (share.permission !== 'view-and-copy') {
      throw new ApiError(403, 'FORBIDDEN', 'The owner shared this print to view only.');
    }
    const copyId = crypto.randomUUID();
    if (print.ownerUuid !== user.uuid) await copyPhotos(c, print.document, print.ownerUuid, user.uuid);
    const [row] = await c.var.db
      .insert(prints)
      .values({
        id: copyId,
        ownerUuid: user.uuid,
        productCode: print.productCode,
        title: print.title,
        document: { ...print.document, id: copyId },
      })
      .returning();
    return c.json({ print: printJson(row!) }, 201);
  });
