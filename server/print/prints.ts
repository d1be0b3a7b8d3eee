import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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

/** A design as My designs lists it: its counts and cover photo, never its whole document. */
export interface PrintSummaryRow {
  id: string;
  productCode: string;
  kind: BookDocument['kind'];
  title: string;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  pageCount: number;
  photoCount: number;
  coverPhotoId: string | null;
}

// The first photo of the cover, else of the pages, in document order (as coverPhotoId below).
const PHOTO_FRAME = '? (@.kind == "photo" && @.photoId != null && @.photoId != "").photoId';

/** Every column of a print but its document (which can be hundreds of kilobytes). */
export const printHeadColumns = {
  id: prints.id,
  ownerUuid: prints.ownerUuid,
  productCode: prints.productCode,
  title: prints.title,
  revision: prints.revision,
  createdAt: prints.createdAt,
  updatedAt: prints.updatedAt,
};
export type PrintHead = Omit<PrintRow, 'document'>;

/** findOwnedPrint without the document. */
export async function findOwnedPrintHead(db: Db, ownerUuid: string, id: string): Promise<PrintHead> {
  const rows = await db
    .select(printHeadColumns)
    .from(prints)
    .where(and(eq(prints.id, id), eq(prints.ownerUuid, ownerUuid)));
  if (!rows[0]) throw notFound('The print');
  return rows[0];
}

/** The columns of a design's summary, computed by the database from its document. */
export const printSummaryColumns = {
  id: prints.id,
  productCode: prints.productCode,
  // A design stored before kinds (schema v1) was a book, and says so only in its product.
  kind: sql<
    BookDocument['kind']
  >`coalesce(${prints.document}->>'kind', ${prints.document}->'product'->>'kind', 'book')`,
  title: prints.title,
  revision: prints.revision,
  createdAt: prints.createdAt,
  updatedAt: prints.updatedAt,
  pageCount: sql<number>`jsonb_array_length(${prints.document}->'pages')`.mapWith(Number),
  photoCount: sql<number>`jsonb_array_length(${prints.document}->'photos')`.mapWith(Number),
  coverPhotoId: sql<string | null>`coalesce(
    jsonb_path_query_first(${prints.document}, ${`$.cover.frames[*] ${PHOTO_FRAME}`}::jsonpath),
    jsonb_path_query_first(${prints.document}, ${`$.pages[*].frames[*] ${PHOTO_FRAME}`}::jsonpath)
  ) #>> '{}'`,
};

/**
 * The owner's designs, newest first, summarised by the database: a list of big documents is
 * otherwise read, parsed and walked whole to count their pages (issue 26's load profile).
 */
export function listOwnedPrints(db: Db, ownerUuid: string): Promise<PrintSummaryRow[]> {
  return db
    .select(printSummaryColumns)
    .from(prints)
    .where(eq(prints.ownerUuid, ownerUuid))
    .orderBy(desc(prints.updatedAt));
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

export function printSummaryJson(row: PrintSummaryRow) {
  return {
    id: row.id,
    productCode: row.productCode,
    kind: row.kind,
    title: row.title,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pageCount: row.pageCount,
    photoCount: row.photoCount,
    coverPhotoId: row.coverPhotoId,
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
