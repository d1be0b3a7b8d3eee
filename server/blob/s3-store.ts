import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { type BlobStore, checkKey } from './blob';
import { s3ClientConfig } from './s3-client-config';

const PREFIX = 'blobs/';

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Objects under `blobs/` in S3_BUCKET. Files written under DATA_DIR before the bucket was
 * configured are still read from there (`legacy`), so switching to the bucket loses nothing.
 */
export function s3BlobStore(config: Config, legacy: BlobStore): BlobStore {
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.S3_BUCKET!;
  const objectKey = (key: string) => PREFIX + checkKey(key);

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: objectKey(prefix), ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      // A PUT is whole or nothing: a reader sees the old object or the new one.
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (notFound(err)) return legacy.get(key);
        throw err;
      }
    },
    async size(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return res.ContentLength ?? 0;
      } catch (err) {
        if (notFound(err)) return legacy.size(key);
        throw err;
      }
    },
    async copyPrefix(from, to) {
      const source = objectKey(from);
      for (const key of await keysUnder(from)) {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            CopySource: `${Bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
            Key: objectKey(to) + key.slice(source.length),
          }),
        );
      }
      await legacy.copyPrefix(from, to);
    },
    async removePrefix(prefix) {
      for (const key of await keysUnder(prefix))
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      await legacy.removePrefix(prefix);
    },
  };
}
