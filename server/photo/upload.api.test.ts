import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { edgeFixture, photoFixture } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { eq } from 'drizzle-orm';
import { cutChunk, uploadOffset } from './cut-chunk.test-helper';
import { photos } from './schema';
import { settledPhoto } from './settled.test-helper';

let server: TestServer;
let alice: { browser: TestBrowser; token: string };
let mallory: { browser: TestBrowser; token: string };

async function signedUp(email: string) {
  const browser = new TestBrowser(server);
  const result = await browser.signUp(email);
  expect(result.error).toBeNull();
  const session = await browser.session();
  expect(session?.accessToken).toBeTruthy();
  return { browser, token: session!.accessToken! };
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedUp('alice.uploads@example.test');
  mallory = await signedUp('mallory.uploads@example.test');
});
afterAll(() => server?.stop());

interface UploadRun {
  url: string;
  /** Offsets reported by onProgress, to see where a resumed upload started. */
  progress: number[];
}

/** Uploads `bytes` with tus; resolves when done, or when `stopAt` of the bytes are sent (then aborts). */
function upload(
  bytes: Buffer,
  opts: { token: string; filename: string; uploadUrl?: string; stopAt?: number; chunkSize?: number },
): Promise<UploadRun> {
  return new Promise((resolve, reject) => {
    const run: UploadRun = { url: opts.uploadUrl ?? '', progress: [] };
    const up = new tus.Upload(bytes, {
      endpoint: server.api('/photo/upload'),
      uploadUrl: opts.uploadUrl ?? null,
      chunkSize: opts.chunkSize ?? 128 * 1024,
      retryDelays: [],
      headers: { Authorization: `Bearer ${opts.token}` },
      metadata: { filename: opts.filename, filetype: 'image/jpeg' },
      onProgress(sent) {
        run.progress.push(sent);
        if (opts.stopAt !== undefined && sent >= bytes.length * opts.stopAt) {
          void up.abort(false).then(() => resolve(run));
        }
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

/** The photo once the rendition job has made it ready or failed it (the job runs after the upload). */
const photoFor = (token: string, uploadUrl: string) => settledPhoto(server.api, token, uploadUrl);

describe('tus uploads', () => {
  it('resumes an aborted upload where it stopped, and stores the exact file', async () => {
    const bytes = readFileSync(photoFixture('photo-big.jpg'));
    const first = await upload(bytes, { token: alice.token, filename: 'photo-big.jpg', stopAt: 0.4 });
    expect(first.url).toMatch(/\/webapp\/api\/photo\/upload\/[0-9a-f]{32}$/);
    const head = await fetch(first.url, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${alice.token}` },
    });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(bytes.length * 0.4 - 128 * 1024);
    expect(offset).toBeLessThan(bytes.length);

    const second = await upload(bytes, {
      token: alice.token,
      filename: 'photo-big.jpg',
      uploadUrl: first.url,
    });
    expect(second.url).toBe(first.url);
    // The resumed run started from the server's offset, not from zero.
    expect(Math.min(...second.progress)).toBeGreaterThanOrEqual(offset);

    const { status, body } = await photoFor(alice.token, first.url);
    expect(status).toBe(200);
    expect(body.photo.status).toBe('ready');
    expect(body.photo.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect([body.photo.width, body.photo.height]).toEqual([4032, 3024]);
    expect(body.photo.capturedAt).toBe('2026-07-06T09:48:20.000Z');

    const screen = await fetch(server.api(`/photo/${body.photo.id}/screen`), {
      headers: { Authorization: `Bearer ${alice.token}` },
    });
    expect(screen.status).toBe(200);
    expect(screen.headers.get('content-type')).toBe('image/jpeg');
    expect(screen.headers.get('cache-control')).toContain('private');
    // Read to the end: an answer left unread holds its connection, and the server's stop waits for it.
    expect((await screen.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('keeps the bytes of a chunk cut off in the middle, and the upload goes on from there', async () => {
    const bytes = readFileSync(photoFixture('photo-big.jpg'));
    const sent = 700 * 1024;
    const url = await cutChunk(server.api('/photo/upload'), alice.token, bytes, sent);
    // What arrived is kept, but for the last buffers on their way through the server's streams.
    await expect.poll(() => uploadOffset(url, alice.token)).toBeGreaterThan(sent / 2);
    const kept = await uploadOffset(url, alice.token);
    expect(kept).toBeLessThanOrEqual(sent);

    const resumed = await upload(bytes, { token: alice.token, filename: 'photo-big.jpg', uploadUrl: url });
    expect(Math.min(...resumed.progress)).toBeGreaterThanOrEqual(kept);
    const { body } = await photoFor(alice.token, url);
    expect(body.photo.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('answers 404 to another user for the upload and the photo, and 401 without a session', async () => {
    const bytes = readFileSync(photoFixture('photo-05.jpg'));
    const run = await upload(bytes, { token: alice.token, filename: 'photo-05.jpg' });
    const { body } = await photoFor(alice.token, run.url);
    const asMallory = { Authorization: `Bearer ${mallory.token}`, 'Tus-Resumable': '1.0.0' };

    expect((await fetch(run.url, { method: 'HEAD', headers: asMallory })).status).toBe(404);
    const patch = await fetch(run.url, {
      method: 'PATCH',
      headers: { ...asMallory, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(10),
    });
    expect(patch.status).toBe(404);
    expect((await fetch(run.url, { method: 'DELETE', headers: asMallory })).status).toBe(404);
    expect((await fetch(server.api(`/photo/${body.photo.id}`), { headers: asMallory })).status).toBe(404);
    expect((await fetch(server.api(`/photo/${body.photo.id}/thumb`), { headers: asMallory })).status).toBe(
      404,
    );
    expect(
      (await fetch(server.api(`/photo/${body.photo.id}`), { method: 'DELETE', headers: asMallory })).status,
    ).toBe(404);
    const listed = (await (await fetch(server.api('/photo/list'), { headers: asMallory })).json()) as {
      photos: unknown[];
    };
    expect(listed.photos).toEqual([]);

    const anonymous = await fetch(server.api('/photo/upload'), {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    expect(anonymous.status).toBe(401);
    // Alice still has it.
    expect(
      (
        await fetch(server.api(`/photo/${body.photo.id}`), {
          headers: { Authorization: `Bearer ${alice.token}` },
        })
      ).status,
    ).toBe(200);
  });

  it('lets the owner end an upload (tus termination)', async () => {
    const bytes = readFileSync(photoFixture('photo-06.jpg'));
    const run = await upload(bytes, { token: alice.token, filename: 'photo-06.jpg', stopAt: 0.3 });
    const headers = { Authorization: `Bearer ${alice.token}`, 'Tus-Resumable': '1.0.0' };
    expect((await fetch(run.url, { method: 'DELETE', headers })).status).toBe(204);
    expect((await fetch(run.url, { method: 'HEAD', headers })).status).toBe(404);
  });

  it('refuses uploads over 50 MB and metadata without a file name', async () => {
    const headers = { Authorization: `Bearer ${alice.token}`, 'Tus-Resumable': '1.0.0' };
    const big = await fetch(server.api('/photo/upload'), {
      method: 'POST',
      headers: {
        ...headers,
        'Upload-Length': String(51 * 1024 * 1024),
        'Upload-Metadata': `filename ${btoa('a.jpg')}`,
      },
    });
    expect(big.status).toBe(413);
    const nameless = await fetch(server.api('/photo/upload'), {
      method: 'POST',
      headers: { ...headers, 'Upload-Length': '100' },
    });
    expect(nameless.status).toBe(400);
  });
});

describe('a finished upload', () => {
  it('is acknowledged at once with its photo, processing, which becomes ready from the job', async () => {
    const bytes = readFileSync(photoFixture('photo-09.jpg'));
    const finishing: Record<string, string | null> = {};
    await new Promise<void>((resolve, reject) => {
      const up = new tus.Upload(bytes, {
        endpoint: server.api('/photo/upload'),
        retryDelays: [],
        headers: { Authorization: `Bearer ${alice.token}` },
        metadata: { filename: 'photo-09.jpg', filetype: 'image/jpeg' },
        onAfterResponse(_req, res) {
          if (Number(res.getHeader('Upload-Offset')) === bytes.length) {
            finishing.id = res.getHeader('Bindery-Photo-Id') ?? null;
            finishing.status = res.getHeader('Bindery-Photo-Status') ?? null;
            finishing.url = up.url;
          }
        },
        onSuccess: () => resolve(),
        onError: reject,
      });
      up.start();
    });
    // The finishing PATCH does not wait for renditions: the photo is still being made.
    expect(finishing.status).toBe('processing');
    expect(finishing.id).toMatch(/^[0-9a-f-]{36}$/);
    const { body } = await photoFor(alice.token, finishing.url!);
    expect(body.photo).toMatchObject({ id: finishing.id, status: 'ready', width: 2048, height: 1280 });
  });

  it('gets its photo after a crash between the last byte and the photo, on the next HEAD', async () => {
    const bytes = readFileSync(photoFixture('photo-10.jpg'));
    const run = await upload(bytes, { token: alice.token, filename: 'photo-10.jpg' });
    const uploadId = run.url.split('/').pop()!;
    await photoFor(alice.token, run.url);
    // As if the server stopped before it wrote the photo: the upload is complete, no row exists.
    await server.database.db.delete(photos).where(eq(photos.uploadId, uploadId));
    server = await server.restart();
    const head = await fetch(server.api(`/photo/upload/${uploadId}`), {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${alice.token}` },
    });
    expect(head.headers.get('upload-offset')).toBe(String(bytes.length));
    const { status, body } = await photoFor(alice.token, server.api(`/photo/upload/${uploadId}`));
    expect(status).toBe(200);
    expect(body.photo).toMatchObject({
      status: 'ready',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('gets its renditions after a crash between the photo and its job, when the server starts', async () => {
    const bytes = readFileSync(photoFixture('photo-11.jpg'));
    const run = await upload(bytes, { token: alice.token, filename: 'photo-11.jpg' });
    const uploadId = run.url.split('/').pop()!;
    await photoFor(alice.token, run.url);
    // Back to a photo that was recorded two minutes ago and never processed (its job lost).
    await server.database.db
      .update(photos)
      .set({ status: 'processing', width: null, createdAt: new Date(Date.now() - 120_000) })
      .where(eq(photos.uploadId, uploadId));
    server = await server.restart();
    const { body } = await photoFor(alice.token, server.api(`/photo/upload/${uploadId}`));
    expect(body.photo).toMatchObject({ status: 'ready', width: 2048 });
  });
});

describe('every edge file gets its outcome, and the server stays up', () => {
  const outcomes: [string, 'ready' | 'failed', string | null][] = [
    ['heic-landscape.heic', 'ready', null],
    ['heic-portrait.heic', 'ready', null],
    ['transparent-cutout.png', 'ready', null],
    ['photo.webp', 'ready', null],
    ['tiny-320x240.jpg', 'ready', null],
    ['panorama-4096x512.jpg', 'ready', null],
    ['grayscale.jpg', 'ready', null],
    ['cmyk.jpg', 'ready', null],
    ['truncated.jpg', 'failed', 'corrupt'],
    ['not-an-image.jpg', 'failed', 'unsupported-type'],
    ['bomb-20000x20000.png', 'failed', 'too-many-pixels'],
  ];
  it.each(outcomes)('%s is %s', async (name, status, reason) => {
    const run = await upload(readFileSync(edgeFixture(name)), { token: alice.token, filename: name });
    const { body } = await photoFor(alice.token, run.url);
    expect(body.photo.status).toBe(status);
    expect(body.photo.failure?.reason ?? null).toBe(reason);
    expect((await fetch(server.api('/health'))).status).toBe(200);
  });

  it('empty.jpg is refused (a zero-length upload)', async () => {
    const res = await fetch(server.api('/photo/upload'), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${alice.token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '0',
        'Upload-Metadata': `filename ${btoa('empty.jpg')}`,
      },
    });
    // tus creates (and at once finishes) a zero-length upload; the photo is recorded as failed.
    expect(res.status).toBe(201);
    const uploadId = res.headers.get('location')!.split('/').pop()!;
    const photo = await fetch(server.api(`/photo/by-upload/${uploadId}`), {
      headers: { Authorization: `Bearer ${alice.token}` },
    });
    expect(photo.status).toBe(200);
    const { body } = await photoFor(alice.token, res.headers.get('location')!);
    expect(body.photo.failure?.reason).toBe('empty');
    expect((await fetch(server.api('/health'))).status).toBe(200);
  });
});
