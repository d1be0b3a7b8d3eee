import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../../render-core';
import { squareBook } from '../../render-core/testing/products';
import { TestBrowser } from '../auth/browser.test-helper';
import { blobStoreFor } from '../blob/blob-store';
import { type Config, loadConfig } from '../config';
import { photoFixture } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { renderDocument } from '../order/print-files';
import { printImageOf, printLongEdges } from './print-image';
import { photos } from './schema';
import { settledPhoto } from './settled.test-helper';
import { copyRenditions, readRendition, renditionKey } from './storage';

let server: TestServer;
let config: Config;
let token: string;
let owner: string;

beforeAll(async () => {
  server = await startTestServer();
  config = loadConfig(server.env);
  const browser = new TestBrowser(server);
  await browser.signUp('print.image@example.test');
  token = (await browser.session())!.accessToken!;
  owner = (await browser.user()).uuid;
});
afterAll(() => server?.stop());

function upload(bytes: Buffer, clientId: string = randomUUID()): Promise<string> {
  return new Promise((resolve, reject) => {
    const up = new tus.Upload(bytes, {
      endpoint: server.api('/photo/upload'),
      retryDelays: [],
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: 'big.jpg', filetype: 'image/jpeg', clientId },
      onSuccess: () => resolve(up.url!),
      onError: reject,
    });
    up.start();
  });
}

const sizeOf = async (image: Sharp | null) => {
  if (!image) return null;
  const { info } = await image.jpeg().toBuffer({ resolveWithObject: true });
  return [info.width, info.height];
};

describe('the image a print file embeds', () => {
  it('is made from the uploaded original (no print rendition is stored), also for a copied photo', async () => {
    const url = await upload(readFileSync(photoFixture('photo-big.jpg')));
    const { body } = await settledPhoto(server.api, token, url);
    expect(body.photo.status).toBe('ready');
    const id = body.photo.id;
    expect(await readRendition(config, id, 'print')).toBeNull();
    expect(await readRendition(config, id, 'screen')).not.toBeNull();
    expect(await sizeOf(await printImageOf(config, id, null))).toEqual([4032, 3024]);
    expect(await sizeOf(await printImageOf(config, id, 2400))).toEqual([2400, 1800]);
    // A shared print copied to another account copies its photos' files: the copy prints too.
    const copy = randomUUID();
    await copyRenditions(config, id, copy);
    expect(await sizeOf(await printImageOf(config, copy, 1200))).toEqual([1200, 900]);
  });

  it('is the stored full-size print rendition of a photo an older version made', async () => {
    const id = randomUUID();
    const legacy = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c04020' } })
      .jpeg({ quality: 92 })
      .toBuffer();
    await blobStoreFor(config).put(renditionKey(id, 'print'), legacy, 'image/jpeg');
    expect(await sizeOf(await printImageOf(config, id, null))).toEqual([3000, 2000]);
    expect(await sizeOf(await printImageOf(config, id, 1500))).toEqual([1500, 1000]);
    const { data } = await (await printImageOf(config, id, 10))!.raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].map((v) => Math.round(v / 16))).toEqual([12, 4, 2]);
  });

  it('is nothing for a photo with neither', async () => {
    expect(await printImageOf(config, randomUUID(), null)).toBeNull();
  });
});

/** A full-size print rendition of a photo row, as versions before print-time images stored them. */
async function legacyPhoto(clientId: string, width: number, height: number): Promise<string> {
  const id = randomUUID();
  await server.database.db.insert(photos).values({
    id,
    ownerUuid: owner,
    uploadId: `legacy-${id}`,
    clientId,
    status: 'ready',
    fileName: 'old.jpg',
    bytes: 1,
    width,
    height,
  });
  const pixels = await sharp({ create: { width, height, channels: 3, background: '#2060c0' } })
    .jpeg({ quality: 92 })
    .toBuffer();
  await blobStoreFor(config).put(renditionKey(id, 'print'), pixels, 'image/jpeg');
  return id;
}

/** The pixel sizes of the images a PDF embeds (poppler's pdfimages). */
function embeddedSizes(pdf: Uint8Array): [number, number][] {
  const dir = mkdtempSync(join(tmpdir(), 'bindery-print-image-'));
  try {
    writeFileSync(join(dir, 'book.pdf'), pdf);
    return execFileSync('pdfimages', ['-list', join(dir, 'book.pdf')], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((row) => {
        const [, , , width, height] = row.trim().split(/\s+/);
        return [Number(width), Number(height)] as [number, number];
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a book's print file", () => {
  it('embeds an uploaded photo from its original and an older photo from its stored print rendition, each at the pixels it prints at', async () => {
    const url = await upload(readFileSync(photoFixture('photo-big.jpg')), 'new-photo');
    expect((await settledPhoto(server.api, token, url)).body.photo.status).toBe('ready');
    await legacyPhoto('old-photo', 3000, 2000);
    const takenAt = '2026-07-03T10:00:00.000Z';
    const doc = autoLayoutBook(
      [
        { id: 'new-photo', width: 4032, height: 3024, takenAt, place: null },
        { id: 'old-photo', width: 3000, height: 2000, takenAt, place: null },
      ],
      squareBook,
    );
    const edges = printLongEdges(doc);
    const expected = [
      ['new-photo', 4032, 3024],
      ['old-photo', 3000, 2000],
    ].map(([id, width, height]) => {
      const scale = Math.min(1, edges.get(id as string)! / (width as number));
      return [Math.round((width as number) * scale), Math.round((height as number) * scale)];
    });
    // One image per photo and filter, however often the book shows it.
    const sizes = new Set(
      embeddedSizes(await renderDocument(server.database.db, config, owner, doc)).map(
        ([w, h]) => `${w}x${h}`,
      ),
    );
    expect([...sizes].sort()).toEqual(expected.map(([w, h]) => `${w}x${h}`).sort());
  });
});
