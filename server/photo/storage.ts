import { blobStoreFor } from '../blob/blob-store';
import type { Config } from '../config';
import type { RenditionName } from './process';

/**
 * 'print' is the full-size rendition older versions stored for every photo; it is no longer made
 * (print files come from the original), but a photo that has one still prints from it.
 */
export type StoredRendition = RenditionName | 'print';

/** A rendition's key in the blob store: photos/{photoId}/{name}.jpg (under DATA_DIR on one machine). */
export function renditionKey(photoId: string, name: StoredRendition): string {
  return `photos/${photoId}/${name}.jpg`;
}

/**
 * Where the photo's original lies: the tus upload it came from. Kept beside the renditions so that
 * a copied photo (a shared print copied to another account, copyRenditions) finds its original too.
 */
const originalKey = (photoId: string) => `photos/${photoId}/original.json`;

/** Written before the row that points at them. */
export async function writeRenditions(
  config: Config,
  photoId: string,
  renditions: Record<RenditionName, Buffer>,
  uploadId: string,
): Promise<void> {
  const blobs = blobStoreFor(config);
  const original = Buffer.from(JSON.stringify({ uploadId }));
  await Promise.all([
    ...Object.entries(renditions).map(([name, bytes]) =>
      blobs.put(renditionKey(photoId, name as RenditionName), bytes, 'image/jpeg'),
    ),
    blobs.put(originalKey(photoId), original, 'application/json'),
  ]);
}

export function readRendition(
  config: Config,
  photoId: string,
  name: StoredRendition,
): Promise<Buffer | null> {
  return blobStoreFor(config).get(renditionKey(photoId, name));
}

/** The upload id of the photo's original, or null for a photo written before it was recorded. */
export async function originalUploadOf(config: Config, photoId: string): Promise<string | null> {
  const bytes = await blobStoreFor(config).get(originalKey(photoId));
  if (!bytes) return null;
  const { uploadId } = JSON.parse(bytes.toString('utf8')) as { uploadId?: unknown };
  return typeof uploadId === 'string' ? uploadId : null;
}

export function removeRenditions(config: Config, photoId: string): Promise<void> {
  return blobStoreFor(config).removePrefix(`photos/${photoId}/`);
}

/** The renditions of one photo copied to another (a copied print gets its own photos). */
export function copyRenditions(config: Config, fromId: string, toId: string): Promise<void> {
  return blobStoreFor(config).copyPrefix(`photos/${fromId}/`, `photos/${toId}/`);
}
