import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startS3Peer } from '../test/s3-peer';
import { type BlobStore, checkKey } from './blob-store';
import { fileBlobStore } from './file-store';
import { s3BlobStore } from './s3-store';

/** The same contract for the file store and the S3 store (s3rver on loopback). */
const bucketDir = mkdtempSync(join(tmpdir(), 'bindery-blob-s3-'));
const fileDir = mkdtempSync(join(tmpdir(), 'bindery-blob-file-'));
const legacyDir = mkdtempSync(join(tmpdir(), 'bindery-blob-legacy-'));
let s3: Awaited<ReturnType<typeof startS3Peer>>;
const stores: Record<string, BlobStore> = {};

beforeAll(async () => {
  s3 = await startS3Peer({ directory: bucketDir, bucket: 'bindery-blobs' });
  stores.file = fileBlobStore(fileDir);
  const config = loadConfig({
    DATA_DIR: legacyDir,
    S3_BUCKET: 'bindery-blobs',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  stores.s3 = s3BlobStore(config, fileBlobStore(legacyDir));
});
afterAll(async () => {
  await s3?.close();
  for (const dir of [bucketDir, fileDir, legacyDir]) rmSync(dir, { recursive: true, force: true });
});

describe.each(['file', 's3'])('the %s blob store', (kind) => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('puts, gets and sizes objects, and answers null for a missing one', async () => {
    const store = stores[kind]!;
    await store.put('photos/p1/screen.jpg', bytes('screen of p1'), 'image/jpeg');
    expect((await store.get('photos/p1/screen.jpg'))?.toString()).toBe('screen of p1');
    expect(await store.size('photos/p1/screen.jpg')).toBe(12);
    expect(await store.get('photos/p1/thumb.jpg')).toBeNull();
    expect(await store.size('photos/nothing/thumb.jpg')).toBeNull();
    await store.put('photos/p1/screen.jpg', bytes('replaced'));
    expect((await store.get('photos/p1/screen.jpg'))?.toString()).toBe('replaced');
  });

  it('copies and removes a folder of objects', async () => {
    const store = stores[kind]!;
    await store.put('photos/p2/screen.jpg', bytes('s2'));
    await store.put('photos/p2/thumb.jpg', bytes('t2'));
    await store.put('photos/p20/thumb.jpg', bytes('not p2'));
    await store.copyPrefix('photos/p2/', 'photos/p3/');
    expect((await store.get('photos/p3/screen.jpg'))?.toString()).toBe('s2');
    expect((await store.get('photos/p3/thumb.jpg'))?.toString()).toBe('t2');
    await store.removePrefix('photos/p2/');
    expect(await store.get('photos/p2/screen.jpg')).toBeNull();
    // Only that folder: a sibling whose name starts the same is kept, and so is the copy.
    expect((await store.get('photos/p20/thumb.jpg'))?.toString()).toBe('not p2');
    expect((await store.get('photos/p3/thumb.jpg'))?.toString()).toBe('t2');
  });
});

describe('blob keys and the move to a bucket', () => {
  it('refuses keys that would leave the store', () => {
    for (const key of ['../etc/passwd', '/abs/path', 'photos/../../x', 'a\\b', '']) {
      expect(() => checkKey(key)).toThrow(/invalid blob key/);
    }
    expect(checkKey('orders/o1/item-cover.pdf')).toBe('orders/o1/item-cover.pdf');
  });

  it('puts objects in the bucket, not on disk, and still reads files written under DATA_DIR before', async () => {
    await stores.s3!.put('orders/o9/i9.pdf', new TextEncoder().encode('%PDF-1.6'));
    expect(existsSync(join(legacyDir, 'orders'))).toBe(false);
    expect(readdirSync(join(bucketDir, 'bindery-blobs'), { recursive: true }).join('\n')).toContain('o9');
    mkdirSync(join(legacyDir, 'photos', 'old'), { recursive: true });
    writeFileSync(join(legacyDir, 'photos', 'old', 'screen.jpg'), 'from before the bucket');
    expect((await stores.s3!.get('photos/old/screen.jpg'))?.toString()).toBe('from before the bucket');
    expect(await stores.s3!.size('photos/old/screen.jpg')).toBe(22);
  });
});
