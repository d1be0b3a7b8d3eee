import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CollabOp } from '../../render-core';
import type { Db } from '../db/client';
import { type PhotoRow, photos } from '../photo/schema';
import { prints } from '../print/schema';
import { users } from '../user/schema';
import { allows, designAccess } from './access';
import { displayName } from './members';
import { isUuid } from '../../contract/api/primitives';

/**
 * A design's library is its document's `photos` list (issue 27). A member with `contribute` adds
 * to it by uploading their own photos with the design's print id and sending one batch of ops
 * that only inserts PhotoRefs there; the photos stay theirs (rows owned by them), and the design
 * reaches them through that print id.
 */

/** Why a contributor's batch is refused, or null when every op only adds a photo to the library. */
export function contributorRefusal(ops: readonly CollabOp[]): string | null {
  for (const [index, op] of ops.entries()) {
    const intoLibrary = op.kind === 'insert' && op.path.length === 1 && op.path[0] === 'photos';
    if (!intoLibrary) {
      return `You may contribute photos to this design: op ${index} (${op.kind} ${op.path.map((s) => (typeof s === 'string' ? s : `{${s.id}}`)).join('.')}) does more than add a photo to its library.`;
    }
  }
  return null;
}

/**
 * SQL: a photo a design of `ownerUuid` may show and print: the owner's own, or one uploaded for
 * one of their designs. Only the owner and members who may contribute can upload with a print id
 * (the upload checks it), so such a photo was given to that design.
 */
export const inLibraryOf = (db: Db, ownerUuid: string) =>
  or(
    eq(photos.ownerUuid, ownerUuid),
    inArray(
      photos.printId,
      db
        .select({ id: sql<string>`${prints.id}::text` })
        .from(prints)
        .where(eq(prints.ownerUuid, ownerUuid)),
    ),
  );

/** Whether `userUuid` may upload photos for the design `printId`: its owner or a contributor+. */
export async function mayUploadFor(db: Db, userUuid: string, printId: string): Promise<boolean> {
  if (!isUuid(printId)) return false;
  const access = await designAccess(db, userUuid, printId);
  return access !== null && allows(access, 'contribute');
}

/** Designs whose document lists the photo `key` (its id or its device id), with the caller in them. */
async function listedInMyDesign(db: Db, userUuid: string, photo: PhotoRow): Promise<boolean> {
  const keys = [photo.id, ...(photo.clientId ? [photo.clientId] : [])];
  const listing = keys.map((k) => sql`${prints.document}->'photos' @> ${JSON.stringify([{ id: k }])}::jsonb`);
  const rows = await db
    .select({ id: prints.id })
    .from(prints)
    .where(
      and(
        or(...listing),
        // The photo's uploader is in the design too: listing a stranger's id in my own book
        // does not open their photo to me.
        sql`(${prints.ownerUuid} = ${photo.ownerUuid} or exists (select 1 from design_members m where m.print_id = ${prints.id} and m.user_uuid = ${photo.ownerUuid}))`,
        sql`(${prints.ownerUuid} = ${userUuid} or exists (select 1 from design_members m where m.print_id = ${prints.id} and m.user_uuid = ${userUuid}))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * A photo `userUuid` may see, by its server id or its device id (the id documents use): their
 * own; one uploaded for a design they own or are a member of; one listed in such a design's
 * document by a person in it. Anything else is absent (null → 404).
 */
export async function findReadablePhoto(db: Db, userUuid: string, key: string): Promise<PhotoRow | null> {
  const rows = await db
    .select()
    .from(photos)
    // The id column compared as itself (its index), only with a uuid: a cast to text scanned every photo.
    .where(isUuid(key) ? or(eq(photos.id, key), eq(photos.clientId, key)) : eq(photos.clientId, key))
    .orderBy(asc(photos.createdAt))
    .limit(20);
  const own = rows.find((r) => r.ownerUuid === userUuid);
  if (own) return own;
  for (const row of rows) {
    if (row.printId && (await mayReadFor(db, userUuid, row.printId))) return row;
    if (await listedInMyDesign(db, userUuid, row)) return row;
  }
  return null;
}

const mayReadFor = async (db: Db, userUuid: string, printId: string) =>
  isUuid(printId) && (await designAccess(db, userUuid, printId)) !== null;

export interface AddedPhoto {
  photoId: string;
  userId: string;
  name: string;
}

/**
 * Who added what: the photos of the design's library that others than its owner uploaded for it,
 * by the id the document knows them by (the device id, else the server id).
 */
export async function addedByOthers(db: Db, printId: string, ownerUuid: string): Promise<AddedPhoto[]> {
  const rows = await db
    .select({ id: photos.id, clientId: photos.clientId, user: users })
    .from(photos)
    .innerJoin(users, eq(users.uuid, photos.ownerUuid))
    .where(and(eq(photos.printId, printId), sql`${photos.ownerUuid} <> ${ownerUuid}`))
    .orderBy(asc(photos.createdAt));
  return rows.map((r) => ({ photoId: r.clientId ?? r.id, userId: r.user.uuid, name: displayName(r.user) }));
}
