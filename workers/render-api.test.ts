import { createCanvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { validateBook } from '../render-core';
import { applyPatches } from '../render-core/ops/immer';
import { squareBook } from '../render-core/testing/products';
import { samplePhotos } from '../render-core/testing/sample-photos';
import { createRenderApi, type RenderApi } from './render-api';

type NodeApi = RenderApi<{ width: number; height: number; png: Buffer }, Image>;

const nodeApi = () =>
  createRenderApi<{ width: number; height: number; png: Buffer }, Image>({
    createSurface(width, height) {
      const canvas = createCanvas(width, height);
      return {
        context: canvas.getContext('2d') as unknown as SKRSContext2D & { filter: string },
        toBitmap: () => ({ width, height, png: canvas.toBuffer('image/png') }),
      };
    },
  });

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/** The API across a real message channel, as the app talks to the worker. */
function overComlink(api: NodeApi) {
  const channel = new MessageChannel();
  channels.push(channel);
  Comlink.expose(api, channel.port1 as unknown as Comlink.Endpoint);
  return Comlink.wrap<NodeApi>(channel.port2 as unknown as Comlink.Endpoint);
}

describe('render API over Comlink', () => {
  it('lays out, edits, undoes and validates, sending patches a copy can apply', async () => {
    const remote = overComlink(nodeApi());
    expect(await remote.ping()).toBe('pong');
    let copy = await remote.autoLayout(samplePhotos(40), squareBook, { seed: 0 });
    const page = copy.pages[0]!;
    const change = await remote.applyOp({ type: 'changeTemplate', pageId: page.id, template: 'single' });
    copy = applyPatches(copy, change.patches);
    expect(copy).toEqual(await remote.document());
    expect(change.canUndo).toBe(true);
    const undone = await remote.undo();
    copy = applyPatches(copy, undone.patches);
    expect(copy.pages[0]).toEqual(page);
    expect(undone).toMatchObject({ canUndo: false, canRedo: true });
    expect(await remote.validate()).toEqual(validateBook(copy));
  });

  it('refuses a malformed op and keeps the document', async () => {
    const remote = overComlink(nodeApi());
    const doc = await remote.autoLayout(samplePhotos(10), squareBook);
    await expect(remote.applyOp({ type: 'movePage', pageId: 'p1', to: -3 })).rejects.toThrow();
    expect(await remote.document()).toEqual(doc);
  });

  it('groups a drag into one undo step', async () => {
    const remote = overComlink(nodeApi());
    const doc = await remote.autoLayout(samplePhotos(10), squareBook);
    const page = doc.pages[0]!;
    await remote.beginInteraction();
    for (const x of [0.3, 0.35, 0.4]) {
      await remote.applyOp({
        type: 'panPhoto',
        pageId: page.id,
        frameId: page.frames[0]!.id,
        centerX: x,
        centerY: 0.5,
      });
    }
    await remote.endInteraction();
    const undone = await remote.undo();
    expect(undone.canUndo).toBe(false);
    expect(await remote.document()).toEqual(doc);
  });

  it('paints a spread thumbnail at the asked width', async () => {
    const api = nodeApi();
    api.autoLayout(samplePhotos(10), squareBook);
    const bitmap = await api.thumbnail(1, 512);
    expect([bitmap.width, bitmap.height]).toEqual([512, 256]);
    const cover = await api.thumbnail(0, 300);
    expect([cover.width, cover.height]).toEqual([300, 300]);
    const page = await api.pageThumbnail(3, 100);
    expect([page.width, page.height]).toEqual([100, 100]);
  });

  it('says why a saved document cannot open', async () => {
    const remote = overComlink(nodeApi());
    expect(await remote.load({ schemaVersion: 99 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/newer/),
    });
    await expect(remote.validate()).rejects.toThrow(/no document/);
  });
});
