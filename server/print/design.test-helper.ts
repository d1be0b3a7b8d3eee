import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applyOp, autoLayoutBook, type BookDocument, designPages, type ProductSpec } from '../../render-core';
import { samplePhotos } from '../../render-core/testing/sample-photos';
import { photos } from '../photo/schema';
import type { TestServer } from '../test/harness';
import { users } from '../user/schema';

/**
 * A design laid out by the engine, as the editor would send it, with `photoCount` sample photos.
 * Photo ids are the device's ids, so each design gets its own (uploads are matched by them).
 */
export function designFor(spec: ProductSpec, photoCount: number, seed = 1): BookDocument {
  const device = randomUUID().slice(0, 8);
  const picked = samplePhotos(photoCount, seed).map((p) => ({ ...p, id: `${device}-${p.id}` }));
  return autoLayoutBook(picked, spec, { id: 'draft', title: 'Basque Summer' });
}

/** The same design with exactly `count` inner pages (pages repeated or cut), whatever the rule says. */
export function withPages(doc: BookDocument, count: number): BookDocument {
  const source = doc.pages.length > 0 ? doc.pages : [];
  const pages = Array.from({ length: count }, (_, i) => ({
    ...(source[i % Math.max(1, source.length)] ?? {
      template: 'single',
      background: null,
      frames: [],
      chapter: 0,
      quantity: 1,
    }),
    id: `pp${i}`,
  }));
  return { ...doc, pages } as BookDocument;
}

/** Copies of one print in a set of prints (the editor's stepper sends this op). */
export function withCopies(doc: BookDocument, printIndex: number, quantity: number): BookDocument {
  return applyOp(doc, { type: 'setQuantity', pageId: doc.pages[printIndex]!.id, quantity }).document;
}

/** The document photo ids a design places on its covers and pages. */
export function placedPhotoIds(doc: BookDocument): string[] {
  const pages = designPages(doc);
  return [
    ...new Set(
      pages.flatMap((p) => p.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : []))),
    ),
  ];
}

/**
 * Records photos as the upload pipeline does when a tus upload finishes (a photos row keyed by
 * the device's photo id), ready or failed. The pipeline itself is tested in server/photo.
 */
export async function recordUploads(
  server: TestServer,
  email: string,
  clientIds: string[],
  status: 'ready' | 'failed' | 'processing' = 'ready',
) {
  const db = server.database.db;
  const [owner] = await db.select().from(users).where(eq(users.email, email));
  if (!owner) throw new Error(`no user ${email}`);
  if (clientIds.length === 0) return;
  await db.insert(photos).values(
    clientIds.map((clientId) => ({
      ownerUuid: owner.uuid,
      uploadId: `test-${randomUUID()}`,
      clientId,
      status,
      fileName: `${clientId}.jpg`,
      type: 'image/jpeg',
      bytes: 1000,
      width: 4032,
      height: 3024,
      ...(status === 'failed' ? { failureReason: 'corrupt', failureMessage: 'The file is damaged.' } : {}),
    })),
  );
}

export interface Finding {
  code: string;
  severity: string;
  message: string;
  printId?: string;
  photoId?: string | null;
  values: Record<string, number>;
}
export interface FindingsError {
  error: { code: string; message: string; findings: Finding[] };
}
