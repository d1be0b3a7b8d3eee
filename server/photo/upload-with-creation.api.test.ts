import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../contract/photo/upload-limits';
import { TestBrowser } from '../auth/browser.test-helper';
import { photoFixture } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { cutRequest, uploadOffset } from './cut-chunk.test-helper';
import type { PhotoJson } from './photos';
import { settledPhoto } from './settled.test-helper';

/**
 * A tus client may send a photo's first chunk with the request that makes its upload (tus
 * creation-with-upload; bench:uploads can, the web app does not). These are that path's
 * guarantees: one request for a photo of one chunk, a creation cut off in the middle keeps what
 * arrived, and a photo sent again because its answer was lost is the same photo.
 */
let server: TestServer;
let alice: string;
let mallory: string;

async function signedUp(email: string): Promise<string> {
  const browser = new TestBrowser(server);
  expect((await browser.signUp(email)).error).toBeNull();
  const token = (await browser.session())?.accessToken;
  if (!token) throw new Error('no access token');
  return token;
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedUp('alice.creation@example.test');
  mallory = await signedUp('mallory.creation@example.test');
});
afterAll(() => server?.stop());

interface Sent {
  url: string;
  /** The requests the client sent, by method. */
  methods: string[];
  /** Bindery-Photo-Id of the answer that finished the upload. */
  photoId: string | null;
  /** The offsets onProgress reported (a resumed upload's first is where it went on from). */
  progress: number[];
}

/** Uploads `bytes` with the first chunk in the creation request. */
function send(
  bytes: Buffer,
  opts: { token: string; clientId?: string; uploadUrl?: string; chunkSize?: number },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const sent: Sent = { url: '', methods: [], photoId: null, progress: [] };
    const up = new tus.Upload(bytes, {
      endpoint: server.api('/photo/upload'),
      uploadUrl: opts.uploadUrl ?? null,
      chunkSize: opts.chunkSize ?? UPLOAD_CHUNK_BYTES,
      uploadDataDuringCreation: true,
      retryDelays: [],
      headers: { Authorization: `Bearer ${opts.token}` },
      metadata: {
        filename: 'photo.jpg',
        filetype: 'image/jpeg',
        ...(opts.clientId ? { clientId: opts.clientId } : {}),
      },
      onBeforeRequest(req) {
        sent.methods.push(req.getMethod());
      },
      onAfterResponse(_req, res) {
        sent.photoId = res.getHeader('Bindery-Photo-Id') ?? sent.photoId;
      },
      onProgress(bytesSent) {
        sent.progress.push(bytesSent);
      },
      onSuccess() {
        sent.url = up.url ?? '';
        resolve(sent);
      },
      onError: reject,
    });
    up.start();
  });
}

const uploadsDir = () => join(server.dataDir, 'uploads');
const uploadIds = () => new Set(readdirSync(uploadsDir()).filter((f) => /^[0-9a-f]{32}$/.test(f)));

/**
 * Starts a creation-with-upload of `bytes` and drops the connection after the first `sent` bytes
 * (a reload or a lost network in the middle): the client never gets the answer, nor the URL.
 * Answers the id of the upload the server made.
 */
async function cutCreation(bytes: Buffer, token: string, sent: number): Promise<string> {
  const before = uploadIds();
  await cutRequest(
    server.api('/photo/upload'),
    'POST',
    {
      Authorization: `Bearer ${token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${btoa('cut.jpg')},filetype ${btoa('image/jpeg')}`,
    },
    bytes,
    sent,
  );
  for (let i = 0; i < 100; i++) {
    const made = [...uploadIds()].filter((id) => !before.has(id));
    if (made[0]) return made[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the cut creation made no upload');
}

async function listed(token: string): Promise<PhotoJson[]> {
  const res = await fetch(server.api('/photo/list'), { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { photos: PhotoJson[] }).photos;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('tus creation-with-upload', () => {
  it('sends a photo of one chunk in one request, acknowledged with its photo', async () => {
    const bytes = readFileSync(photoFixture('photo-big.jpg'));
    const sent = await send(bytes, { token: alice, clientId: 'one-request' });
    expect(sent.methods).toEqual(['POST']);
    expect(sent.photoId).toMatch(/^[0-9a-f-]{36}$/);
    const { body } = await settledPhoto(server.api, alice, sent.url);
    expect(body.photo).toMatchObject({ id: sent.photoId, status: 'ready', sha256: sha256(bytes) });
  });

  it('sends the rest of a larger photo in PATCHes after the creation', async () => {
    const bytes = readFileSync(photoFixture('photo-big.jpg'));
    const sent = await send(bytes, { token: alice, chunkSize: 512 * 1024 });
    expect(sent.methods).toEqual(['POST', 'PATCH', 'PATCH']);
    const { body } = await settledPhoto(server.api, alice, sent.url);
    expect(body.photo.sha256).toBe(sha256(bytes));
  });

  it('keeps what arrived of a creation cut off in the middle, and reports it as the offset', async () => {
    const bytes = readFileSync(photoFixture('photo-big.jpg'));
    const sent = 700 * 1024;
    const id = await cutCreation(bytes, alice, sent);
    const url = server.api(`/photo/upload/${id}`);
    // What arrived is kept, but for the last buffers on their way through the server's streams.
    await expect.poll(() => uploadOffset(url, alice)).toBeGreaterThan(sent / 2);
    const kept = await uploadOffset(url, alice);
    expect(kept).toBeLessThanOrEqual(sent);
    // Someone else cannot see it.
    const theirs = await fetch(url, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${mallory}`, 'Tus-Resumable': '1.0.0' },
    });
    expect(theirs.status).toBe(404);

    // A client that knows the URL goes on from there and sends no byte twice.
    const resumed = await send(bytes, { token: alice, uploadUrl: url });
    expect(resumed.methods).toEqual(['HEAD', 'PATCH']);
    expect(Math.min(...resumed.progress)).toBeGreaterThanOrEqual(kept);
    const { body } = await settledPhoto(server.api, alice, url);
    expect(body.photo.sha256).toBe(sha256(bytes));
  });

  it('answers a photo sent again after its answer was lost with the same photo, for its owner only', async () => {
    const bytes = readFileSync(photoFixture('photo-09.jpg'));
    const first = await send(bytes, { token: alice, clientId: 'sent-twice' });
    // The device reloaded before it stored the first upload's URL: the same file, a new upload.
    const again = await send(bytes, { token: alice, clientId: 'sent-twice' });
    expect(again.url).not.toBe(first.url);
    expect(again.photoId).toBe(first.photoId);
    const byUpload = await settledPhoto(server.api, alice, again.url);
    expect(byUpload.body.photo.id).toBe(first.photoId);
    expect((await listed(alice)).filter((p) => p.clientId === 'sent-twice').map((p) => p.id)).toEqual([
      first.photoId,
    ]);

    // Another customer's device may use the same id: their photo is their own.
    const theirs = await send(bytes, { token: mallory, clientId: 'sent-twice' });
    expect(theirs.photoId).not.toBe(first.photoId);
    expect((await listed(mallory)).map((p) => p.id)).toEqual([theirs.photoId]);
  });
});
