import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { photoFixture } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { startS3Peer } from '../test/s3-peer';
import { cutChunk, uploadOffset } from './cut-chunk.test-helper';
import { settledPhoto } from './settled.test-helper';

// A real S3-compatible server on loopback: the same tus flows, with the S3 store underneath.
const bucketDir = mkdtempSync(join(tmpdir(), 'bindery-s3-'));
let s3: Awaited<ReturnType<typeof startS3Peer>>;
let server: TestServer;
let token: string;
let otherToken: string;

async function accessToken(email: string) {
  const browser = new TestBrowser(server);
  expect((await browser.signUp(email)).error).toBeNull();
  return (await browser.session())!.accessToken!;
}

beforeAll(async () => {
  s3 = await startS3Peer({ directory: bucketDir, bucket: 'bindery-photos' });
  server = await startTestServer({
    S3_BUCKET: 'bindery-photos',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  token = await accessToken('s3.owner@example.test');
  otherToken = await accessToken('s3.other@example.test');
});
afterAll(async () => {
  await server?.stop();
  await s3?.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

function upload(bytes: Buffer, opts: { uploadUrl?: string; stopAt?: number }) {
  return new Promise<{ url: string; progress: number[] }>((resolve, reject) => {
    const run = { url: opts.uploadUrl ?? '', progress: [] as number[] };
    const up = new tus.Upload(bytes, {
      endpoint: server.api('/photo/upload'),
      uploadUrl: opts.uploadUrl ?? null,
      chunkSize: 256 * 1024,
      retryDelays: [],
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: 'photo-big.jpg', filetype: 'image/jpeg' },
      onProgress(sent) {
        run.progress.push(sent);
        if (opts.stopAt !== undefined && sent >= bytes.length * opts.stopAt)
          void up.abort(false).then(() => resolve(run));
      },
      onUploadUrlAvailable() {
        run.url = up.url ?? run.url;
      },
      onSuccess() {
        run.url = up.url ?? run.url;
        resolve(run);
      },
      onError: reject,
    });
    up.start();
  });
}

describe('uploads to an S3-compatible bucket', () => {
  it('aborts at 40 %, resumes, stores the exact bytes in the bucket and records the photo', async () => {
    const bytes = readFileSync(photoFixture('photo-big.jpg'));
    const first = await upload(bytes, { stopAt: 0.4 });
    const second = await upload(bytes, { uploadUrl: first.url });
    expect(second.url).toBe(first.url);
    expect(Math.min(...second.progress)).toBeGreaterThan(0);

    const uploadId = first.url.split('/').pop()!;
    const { photo } = (await settledPhoto(server.api, token, uploadId)).body;
    expect(photo.status).toBe('ready');
    expect(photo.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    // The object is in the bucket, not in DATA_DIR/uploads.
    expect(readdirSync(join(bucketDir, 'bindery-photos'), { recursive: true }).join('\n')).toContain(
      uploadId,
    );
    expect(() => readdirSync(join(server.dataDir, 'uploads'))).toThrow();
    // Its renditions too: any app server or worker on the bucket serves them.
    const objects = readdirSync(join(bucketDir, 'bindery-photos'), { recursive: true }).join('\n');
    expect(objects).toContain(join('blobs', 'photos', photo.id, 'screen.jpg'));
    expect(() => readdirSync(join(server.dataDir, 'photos'))).toThrow();
    const screen = await fetch(server.api(`/photo/${photo.id}/screen`), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(screen.status).toBe(200);
    expect(screen.headers.get('content-type')).toBe('image/jpeg');
    // Read to the end: an answer left unread holds its connection, and the server's stop waits for it.
    expect((await screen.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const asOther = { Authorization: `Bearer ${otherToken}`, 'Tus-Resumable': '1.0.0' };
    expect((await fetch(first.url, { method: 'HEAD', headers: asOther })).status).toBe(404);
  });

  it('keeps the bytes of a chunk cut off in the middle (a part in progress), and goes on from there', async () => {
    const bytes = readFileSync(photoFixture('photo-big.jpg'));
    const sent = 700 * 1024;
    const url = await cutChunk(server.api('/photo/upload'), token, bytes, sent);
    // What arrived is kept, but for the last buffers on their way through the server's streams.
    await expect.poll(() => uploadOffset(url, token)).toBeGreaterThan(sent / 2);
    const kept = await uploadOffset(url, token);
    expect(kept).toBeLessThanOrEqual(sent);

    const resumed = await upload(bytes, { uploadUrl: url });
    expect(Math.min(...resumed.progress)).toBeGreaterThanOrEqual(kept);
    const { photo } = (await settledPhoto(server.api, token, url.split('/').pop()!)).body;
    expect(photo.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });
});
