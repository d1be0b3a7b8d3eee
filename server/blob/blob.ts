// What every blob store is: the interface and the key rule (blob-store.ts picks the store).

/**
 * Where Bindery keeps the files it makes: photo renditions, order print files, the photos of a
 * copied print. Keys are paths such as `photos/{id}/screen.jpg` or `orders/{id}/{item}.pdf`. On one
 * machine they are files under DATA_DIR (the same paths as before there was a store); with
 * S3_BUCKET they are objects under `blobs/` in the bucket, so every app server and worker sees
 * them. Uploads (tus) have their own store beside it; the embedded database and the mail outbox
 * are the only other things under DATA_DIR.
 */
export interface BlobStore {
  readonly kind: 'file' | 's3';
  /** Writes the whole object; a reader never sees half of it. */
  put(key: string, body: Uint8Array, contentType?: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Copies every object under `from` (a folder-like prefix ending in /) to the same names under `to`. */
  copyPrefix(from: string, to: string): Promise<void>;
  /** Removes every object under the prefix. */
  removePrefix(prefix: string): Promise<void>;
}

/** A key must stay inside the store: relative, no `..`, no backslashes. */
export function checkKey(key: string): string {
  if (!/^[\w.-]+(\/[\w.-]+)*\/?$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid blob key ${key}`);
  }
  return key;
}
