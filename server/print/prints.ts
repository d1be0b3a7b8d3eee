import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BookDocument } from '../../render-core';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { type PrintRow, type PrintShareRow, printShares, prints } from './schema';

/** The print if `ownerUuid` owns it; another user's print is as absent as a missing one (404). */
export async function findOwnedPrint(db: Db, ownerUuid: string, id: string): Promise<PrintRow> {
  const rows = await db
    .select()
    .from(prints)
    .where(and(eq(prints.id, id), eq(prints.ownerUuid, ownerUuid)));
  if (!rows[0]) throw notFound('The print');
  return rows[0];
}

export function listOwnedPrints(db: Db, ownerUuid: string): Promise<PrintRow[]> {
  return db.select().from(prints).where(eq(prints.ownerUuid, ownerUuid)).orderBy(desc(prints.updatedAt));
}

/** A live (not revoked) share and its print. */
export async function findLiveShare(
  db: Db,
  token: string,
): Promise<{ share: PrintShareRow; print: PrintRow }> {
  const rows = await db
    .select({ share: printShares, print: prints })
    .from(printShares)
    .innerJoin(prints, eq(printShares.printId, prints.id))
    .where(and(eq(printShares.token, token), isNull(printShares.revokedAt)));
  if (!rows[0]) throw notFound('The shared print');
  return rows[0];
}

export const newShareToken = () => randomBytes(32).toString('base64url');

/** The photo ids a document shows (its pool), used to copy or serve a shared print's photos. */
export const documentPhotoIds = (doc: BookDocument) => doc.photos.map((p) => p.id);

/** The first photo on the cover (or first page), for thumbnails in lists. */
export function coverPhotoId(doc: BookDocument): string | null {
  for (const page of doc.cover ? [doc.cover, ...doc.pages] : doc.pages) {
    for (const frame of page.frames) if (frame.kind === 'photo' && frame.photoId) return frame.photoId;
  }
  return null;
}

export function printJson(row: PrintRow) {
  return {
    id: row.id,
    productCode: row.productCode,
    kind: row.document.kind,
    title: row.title,
    revision: row.revision,
    document: row.document,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function printSummaryJson(row: PrintRow) {
  const { document: doc, ...rest } = printJson(row);
  return {
    ...rest,
    pageCount: doc.pages.length,
    photoCount: doc.photos.length,
    coverPhotoId: coverPhotoId(doc),
  };
}

export function shareJson(share: PrintShareRow, publicUrl: string) {
  return {
    token: share.token,
    printId: share.printId,
    permission: share.permission,
    url: `${publicUrl}/webapp/shared-print?token=${encodeURIComponent(share.token)}`,
    createdAt: share.createdAt.toISOString(),
  };
}
