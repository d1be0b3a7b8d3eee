import { blobStoreFor } from '../blob/blob-store';
import type { Config } from '../config';
import type { RenditionName } from './process';

/** A rendition's key in the blob store: photos/{photoId}/{name}.jpg (under DATA_DIR on one machine). */
export function renditionKey(photoId: string, name: RenditionName): string {
  return `photos/${photoId}/${name}.jpg`;
}

/** Written before the row that points at them. */
export async function writeRenditions(
  config: Config,
  photoId: string,
  renditions: Record<RenditionName, Buffer>,
): Promise<void> {
  const blobs = blobStoreFor(config);
  await Promise.all(
    Object.entries(renditions).map(([name, bytes]) =>
      blobs.put(renditionKey(photoId, name as RenditionName), bytes, 'image/jpeg'),
    ),
  );
}

export function readRendition(config: Config, photoId: string, name: RenditionName): Promise<Buffer | null> {
  return blobStoreFor(config).get(renditionKey(photoId, name));
}

export function removeRenditions(config: Config, photoId: string): Promise<void> {
  return blobStoreFor(config).removePrefix(`photos/${photoId}/`);
}

/** The renditions of one photo copied to another (a copied print gets its own photos). */
export function copyRenditions(config: Config, fromId: string, toId: string): Promise<void> {
  return blobStoreFor(config).copyPrefix(`photos/${fromId}/`, `photos/${toId}/`);
}
