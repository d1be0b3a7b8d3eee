import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { s3ClientConfig } from '../blob/s3-client-config';
import type { Config } from '../config';
import { UPLOAD_CHUNK_BYTES } from '../../contract/photo/upload-limits';

/** Unfinished uploads are kept this long, then removed by the hourly sweep. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

const stores = new Map<string, FileStore | S3Store>();
/** One store per data folder and bucket (tests run several servers in one process). */
export function uploadStoreFor(config: Config): FileStore | S3Store {
  const key = `${config.DATA_DIR}|${config.S3_BUCKET ?? ''}|${config.S3_ENDPOINT ?? ''}`;
  let store = stores.get(key);
  if (!store) {
    store = createUploadStore(config);
    stores.set(key, store);
  }
  return store;
}

/** The FileStore under DATA_DIR/uploads, or the S3 store when S3_BUCKET is configured. */
export function createUploadStore(config: Config): FileStore | S3Store {
  if (!config.S3_BUCKET) {
    return new FileStore({
      directory: join(config.DATA_DIR, 'uploads'),
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    });
  }
  return new S3Store({
    // The web app's chunk size: a full chunk is one whole part.
    partSize: UPLOAD_CHUNK_BYTES,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    s3ClientConfig: { bucket: config.S3_BUCKET, ...s3ClientConfig(config) },
  });
}

/** The whole of a stored upload (the store reads it as a stream). */
export async function readUpload(store: FileStore | S3Store, uploadId: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await store.read(uploadId)) as Readable) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
