import { createCanvas, Image, type SKRSContext2D } from '@napi-rs/canvas';
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { autoLayoutBook, sceneForPage, sceneForSpread, validateBook } from '../render-core';
import { squareBook } from '../render-core/testing/products';
import { samplePhotos } from '../render-core/testing/sample-photos';
import { createRenderApi, type RenderApi } from './render-api';
import { sceneFonts } from './render-fonts';

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
  it('lays out a book and holds no document of its own', async () => {
    const remote = overComlink(nodeApi());
    expect(await remote.ping()).toBe('pong');
    const doc = await remote.autoLayout(samplePhotos(40), squareBook, { seed: 0 });
    expect(doc).toEqual(autoLayoutBook(samplePhotos(40), squareBook, { seed: 0 }));
    expect(validateBook(doc).filter((f) => f.severity === 'blocking')).toEqual([]);
    // Stateless: nothing but the service calls is offered.
    expect(Object.keys(nodeApi()).sort()).toEqual([
      'autoLayout',
      'paint',
      'ping',
      'setImage',
      'setPicture',
      'warmFonts',
    ]);
  });

  it('refuses a malformed product', async () => {
    const remote = overComlink(nodeApi());
    await expect(remote.autoLayout(samplePhotos(3), { code: 'x' } as never)).rejects.toThrow();
  });

  it('paints a spread, a cover and a page scene at the asked width', async () => {
    const api = nodeApi();
    const doc = api.autoLayout(samplePhotos(10), squareBook);
    const bitmap = await api.paint(sceneForSpread(doc, 1, { placeholders: true }), 512);
    expect([bitmap.width, bitmap.height]).toEqual([512, 256]);
    const cover = await api.paint(sceneForSpread(doc, 0, { placeholders: true }), 300);
    expect([cover.width, cover.height]).toEqual([300, 300]);
    const page = await api.paint(sceneForPage(doc, 3, { placeholders: true }), 100);
    expect([page.width, page.height]).toEqual([100, 100]);
  });

  it('decodes a picture where it paints (setPicture), and keeps the grey box for one it cannot read', async () => {
    const red = createCanvas(40, 30);
    const ctx = red.getContext('2d');
    ctx.fillStyle = '#e00';
    ctx.fillRect(0, 0, 40, 30);
    const picture = new Blob([new Uint8Array(red.toBuffer('image/png'))], { type: 'image/png' });
    const decoded: number[] = [];
    const api = createRenderApi<{ png: Buffer }, Image>({
      createSurface(width, height) {
        const canvas = createCanvas(width, height);
        return {
          context: canvas.getContext('2d') as unknown as SKRSContext2D & { filter: string },
          toBitmap: () => ({ png: canvas.toBuffer('image/png') }),
        };
      },
      async decodePicture(blob, width) {
        decoded.push(width);
        const bytes = Buffer.from(await blob.arrayBuffer());
        if (bytes.subarray(1, 4).toString() !== 'PNG') throw new Error('not a picture');
        const image = new Image();
        image.src = bytes;
        return image;
      },
    });
    const doc = api.autoLayout(samplePhotos(6), squareBook, { seed: 0 });
    const scene = sceneForSpread(doc, 1, { placeholders: true });
    const photoId = scene.items.find((i) => i.kind === 'image')?.photoId ?? '';
    const grey = (await api.paint(scene, 200)).png;
    expect(await api.setPicture(photoId, new Blob(['garbage']), 120)).toBe(false);
    expect((await api.paint(scene, 200)).png.equals(grey)).toBe(true);
    expect(await api.setPicture(photoId, picture, 120)).toBe(true);
    expect((await api.paint(scene, 200)).png.equals(grey)).toBe(false);
    expect(decoded).toEqual([120, 120]);
    // No decoder where it paints: nothing is set.
    expect(await nodeApi().setPicture(photoId, picture, 120)).toBe(false);
  });

  it('warms faces ahead when asked (and does nothing where text needs no loading)', async () => {
    const asked: string[][] = [];
    const api = createRenderApi<{ png: Buffer }, Image>({
      createSurface: () => {
        throw new Error('nothing is painted');
      },
      loadFonts: async (families) => {
        asked.push([...families]);
      },
    });
    await api.warmFonts(['Lora', 'Inter']);
    expect(asked).toEqual([['Lora', 'Inter']]);
    await expect(nodeApi().warmFonts(['Lora'])).resolves.toBeUndefined();
  });

  it('loads the scene’s faces before it sets text, and paints with the environment’s family list', async () => {
    const doc = nodeApi().autoLayout(samplePhotos(6), squareBook, { seed: 0 });
    const cover = sceneForSpread(doc, 0, { placeholders: true });
    const asked: string[][] = [];
    const painted: string[] = [];
    let release = () => {};
    const api = createRenderApi<{ fonts: string[] }, Image>({
      createSurface(width, height) {
        const canvas = createCanvas(width, height);
        const context = canvas.getContext('2d') as unknown as SKRSContext2D & { filter: string };
        const fonts: string[] = [];
        return {
          context: new Proxy(context, {
            set(target, key, value) {
              if (key === 'font') fonts.push(String(value));
              return Reflect.set(target, key, value);
            },
            get(target, key) {
              const v = Reflect.get(target, key);
              return typeof v === 'function' ? v.bind(target) : v;
            },
          }),
          toBitmap: () => {
            painted.push('bitmap');
            return { fonts };
          },
        };
      },
      loadFonts: (families) => {
        asked.push([...families]);
        return new Promise((resolve) => {
          release = resolve;
        });
      },
      fontFamily: (family) => `"${family}", serif`,
    });
    const bitmap = api.paint(cover, 300);
    await Promise.resolve();
    expect(asked).toEqual([sceneFonts(cover)]);
    // Nothing is painted before the faces are in.
    expect(painted).toEqual([]);
    release();
    const { fonts } = await bitmap;
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f).toMatch(/", serif$/);

    // A scene with no text does not wait for fonts.
    asked.length = 0;
    await api.paint({ ...cover, items: cover.items.filter((i) => i.kind !== 'text') }, 100);
    expect(asked).toEqual([]);
  });
});
