import type { Config } from '../config';
import type { BlobStore } from './blob';
import { fileBlobStore } from './file-store';
import { s3BlobStore } from './s3-store';

const stores = new Map<string, BlobStore>();

/** The store of this configuration, made once per data folder and bucket. */
export function blobStoreFor(config: Config): BlobStore {
  const key = `${config.DATA_DIR}|${config.S3_BUCKET ?? ''}|${config.S3_ENDPOINT ?? ''}`;
  let store = stores.get(key);
  if (!store) {
    store = config.S3_BUCKET
      ? s3BlobStore(config, fileBlobStore(config.DATA_DIR))
      : fileBlobStore(config.DATA_DIR);
    stores.set(key, store);
  }
  return store;
}

export { type BlobStore, checkKey } from './blob';
