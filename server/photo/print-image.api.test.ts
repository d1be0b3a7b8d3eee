import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { blobStoreFor } from '../blob/blob-store';
import { type Config, loadConfig } from '../config';
import { photoFixture } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { printImageOf } from './print-image';
import { settledPhoto } from './settled.test-helper';
import { copyRenditions, readRendition, renditionKey } from './storage';

let server: TestServer;
let config: Config;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  config = loadConfig(server.env);
  const browser = new TestBrowser(server);
  await browser.signUp('print.image@example.test');
  token = (await browser.session())!.accessToken!;
});
afterAll(() => server?.stop());

function upload(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const up = new tus.Upload(bytes, {
      endpoint: server.api('/photo/upload'),
      retryDelays: [],
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: 'big.jpg', filetype: 'image/jpeg' },
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
