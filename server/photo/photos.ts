import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type PhotoRow, photos } from './schema';

/** The photo if `ownerUuid` owns it; someone else's photo is as absent as a missing one. */
export async function findOwnedPhoto(db: Db, ownerUuid: string, id: string): Promise<PhotoRow | null> {
  const rows = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.ownerUuid, ownerUuid)));
  return rows[0] ?? null;
}

export function listOwnedPhotos(db: Db, ownerUuid: string, printId?: string): Promise<PhotoRow[]> {
  const owned = eq(photos.ownerUuid, ownerUuid);
  return db
    .select()
    .from(photos)
    .where(printId ? and(owned, eq(photos.printId, printId)) : owned)
    .orderBy(desc(photos.createdAt));
}

/** What the API shows of a photo (never the owner or storage paths). */
export function photoJson(row: PhotoRow) {
  return {
    id: row.id,
    printId: row.printId,
    uploadId: row.uploadId,
    clientId: row.clientId,
    status: row.status,
    failure: row.status === 'failed' ? { reason: row.failureReason, message: row.failureMessage } : null,
    fileName: row.fileName,
    type: row.type,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    sha256: row.sha256,
    capturedAt: row.capturedAt?.toISOString() ?? null,
    metadata: row.metadata,
    warnings: row.warnings,
    createdAt: row.createdAt.toISOString(),
  };
}
export type PhotoJson = ReturnType<typeof photoJson>;
