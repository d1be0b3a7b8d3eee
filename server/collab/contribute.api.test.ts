import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoLayoutBook, type BookDocument, opsBetween, photoRefSchema } from '../../render-core';
import { squareBook } from '../../render-core/testing/products';
import { TestBrowser } from '../auth/browser.test-helper';
import { loadConfig } from '../config';
import { renderDocument } from '../order/print-files';
import { designFor, type Finding, placedPhotoIds, recordUploads } from '../print/design.test-helper';
import { settledPhoto } from '../photo/settled.test-helper';
import { photoFixture } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { join, sendOps, setBackground } from './collab.test-helper';

let server: TestServer;
const people = {} as Record<'owner' | 'ana' | 'viewer' | 'stranger', { browser: TestBrowser; token: string }>;
let print: { id: string; revision: number; document: BookDocument };
const OWNER_EMAIL = 'owner.contribute@example.test';

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['owner', 'ana', 'viewer', 'stranger'] as const) {
    const browser = new TestBrowser(server);
    expect((await browser.signUp(`${name}.contribute@example.test`)).error).toBeNull();
    people[name] = { browser, token: (await browser.session())!.accessToken! };
  }
  const document = designFor(squareBook, 24, 31);
  const made = await people.owner.browser.json('/print', {
    productCode: document.product.code,
    title: 'Our trip',
    document,
  });
  expect(made.status).toBe(201);
  print = ((await made.json()) as { print: typeof print }).print;
  await recordUploads(server, OWNER_EMAIL, placedPhotoIds(document));
  await join(people.owner.browser, people.ana.browser, print.id, 'contribute');
  await join(people.owner.browser, people.viewer.browser, print.id, 'view');
}, 60_000);
afterAll(() => server?.stop());

/** A tus upload of a fixture (for a design when given its print id); resolves with the upload URL, rejects with the tus error. */
function upload(token: string, file: string, meta: { printId?: string; clientId: string }) {
  return new Promise<string>((resolve, reject) => {
    const up = new tus.Upload(readFileSync(photoFixture(file)), {
      endpoint: server.api('/photo/upload'),
      retryDelays: [],
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: file, filetype: 'image/jpeg', ...meta },
      onSuccess: () => resolve(up.url!),
      onError: reject,
    });
    up.start();
  });
}

const readPrint = async (b: TestBrowser) =>
  ((await (await b.fetch(`/print/${print.id}`)).json()) as { print: typeof print }).print;

/** Ana's photo uploaded for the design, then added to its library in one batch of ops. */
async function contributed(file: string) {
  const clientId = randomUUID();
  const url = await upload(people.ana.token, file, { printId: print.id, clientId });
  const settled = await settledPhoto(server.api, people.ana.token, url);
  expect(settled.body.photo.status).toBe('ready');
  const before = (await readPrint(people.ana.browser)).document;
  const ref = photoRefSchema.parse({
    id: clientId,
    width: settled.body.photo.width,
    height: settled.body.photo.height,
  });
  const ops = opsBetween(before, { ...before, photos: [...before.photos, ref] });
  return { clientId, ops };
}

describe("a contributor's photos reach the owner's book", () => {
  it('refuses an upload for a design by someone not in it (403)', async () => {
    const tried = upload(people.stranger.token, 'photo-02.jpg', {
      printId: print.id,
      clientId: randomUUID(),
    });
    await expect(tried).rejects.toThrow(/403/);
    const viewer = upload(people.viewer.token, 'photo-02.jpg', { printId: print.id, clientId: randomUUID() });
    await expect(viewer).rejects.toThrow(/403/);
  });

  it('takes the upload and the insert; the owner sees, reads and can order the photo', async () => {
    const { clientId, ops } = await contributed('photo-01.jpg');
    expect(ops).toEqual([expect.objectContaining({ kind: 'insert', path: ['photos'], id: clientId })]);
    expect((await sendOps(people.ana.browser, print.id, ops)).status).toBe(200);

    const mine = await readPrint(people.owner.browser);
    expect(mine.document.photos.map((p) => p.id)).toContain(clientId);
    const thumb = await people.owner.browser.fetch(`/photo/${clientId}/thumb`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect((await people.stranger.browser.fetch(`/photo/${clientId}/thumb`)).status).toBe(404);

    const who = await people.owner.browser.fetch(`/print/collab/photos?printId=${print.id}`);
    expect(await who.json()).toEqual({
      printId: print.id,
      photos: [{ photoId: clientId, userId: expect.any(String), name: 'ana.contribute' }],
    });
    expect((await people.stranger.browser.fetch(`/print/collab/photos?printId=${print.id}`)).status).toBe(
      404,
    );

    // The owner places it: no "not uploaded" finding for a contributor's photo.
    const placed: BookDocument = structuredClone(mine.document);
    const frame = placed.pages[0]!.frames.find((f) => f.kind === 'photo');
    if (frame?.kind !== 'photo') throw new Error('the design has no photo frame');
    frame.photoId = clientId;
    const save = await people.owner.browser.json('/print/update', {
      id: print.id,
      baseRevision: mine.revision,
      document: placed,
    });
    expect(save.status).toBe(200);
    const { findings } = (await save.json()) as { findings: Finding[] };
    expect(findings.filter((f) => f.code === 'PHOTO_NOT_UPLOADED')).toEqual([]);
  });

  it("prints a contributor's photo in the owner's book (the print file is made from its original)", async () => {
    const { clientId, ops } = await contributed('photo-04.jpg');
    expect((await sendOps(people.ana.browser, print.id, ops)).status).toBe(200);
    const ref = (await readPrint(people.owner.browser)).document.photos.find((p) => p.id === clientId)!;
    const book = autoLayoutBook([{ ...ref, place: null }], squareBook);
    const ownerUuid = (await people.owner.browser.user()).uuid;
    const pdf = await renderDocument(server.database.db, loadConfig(server.env), ownerUuid, book);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    // Someone else's book cannot print it.
    const strangerUuid = (await people.stranger.browser.user()).uuid;
    await expect(
      renderDocument(server.database.db, loadConfig(server.env), strangerUuid, book),
    ).rejects.toThrow(/no uploaded original/);
  });

  it("lets the design's members see the owner's photos its document lists, and nobody else", async () => {
    const clientId = randomUUID();
    // The owner's own upload, for no design in particular: listed in the book, it is the book's.
    const url = await upload(people.owner.token, 'photo-05.jpg', { clientId });
    const { body } = await settledPhoto(server.api, people.owner.token, url);
    expect((await people.viewer.browser.fetch(`/photo/${clientId}/thumb`)).status).toBe(404);
    const before = (await readPrint(people.owner.browser)).document;
    const ref = photoRefSchema.parse({ id: clientId, width: body.photo.width, height: body.photo.height });
    const ops = opsBetween(before, { ...before, photos: [...before.photos, ref] });
    expect((await sendOps(people.owner.browser, print.id, ops)).status).toBe(200);
    expect((await people.viewer.browser.fetch(`/photo/${clientId}/thumb`)).status).toBe(200);
    expect((await people.viewer.browser.fetch(`/photo/${body.photo.id}/screen`)).status).toBe(200);
    expect((await people.stranger.browser.fetch(`/photo/${clientId}/thumb`)).status).toBe(404);
  });

  it("refuses a viewer's insert and a contributor's op that is not a photo insert (403)", async () => {
    const { ops } = await contributed('photo-03.jpg');
    expect((await sendOps(people.viewer.browser, print.id, ops)).status).toBe(403);
    const pageId = (await readPrint(people.ana.browser)).document.pages[0]!.id;
    const edit = await sendOps(people.ana.browser, print.id, [...ops, setBackground(pageId, '#112233')]);
    expect(edit.status).toBe(403);
    expect(((await edit.json()) as { error: { message: string } }).error.message).toMatch(
      /op 1 \(set pages\.\{.+\}\.background\) does more than add a photo/,
    );
  });
});
