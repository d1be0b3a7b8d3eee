import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { fixtureBook, fixturePrintBytes } from '../../bench/node/fixture-book';
import { fontBytes } from '../../bench/node/fonts';
import { renderPrintPdf } from '../../render-core/print';
import { renderPdfInThread } from './print-thread';

const fonts = () =>
  Object.fromEntries(
    Object.entries(fontBytes()).map(([family, files]) => [
      family,
      files instanceof Uint8Array ? [files] : [...files],
    ]),
  );

describe('a print file made in the print thread', () => {
  it('is the same file the main thread would make, its photos asked for from here', async () => {
    const doc = fixtureBook();
    const image = fixturePrintBytes();
    const asked: string[] = [];
    const creationDate = new Date('2026-11-25T00:00:00Z');
    const threaded = await renderPdfInThread(doc, {
      part: 'all',
      creationDate,
      fonts: fonts(),
      image: async (photoId, filter) => {
        asked.push(photoId);
        return image(photoId, filter);
      },
    });
    const inline = await renderPrintPdf(doc, {
      image,
      fonts: fontBytes(),
      fontkit,
      creationDate,
      part: 'all',
    });
    expect(new TextDecoder().decode(threaded.subarray(0, 5))).toBe('%PDF-');
    expect(threaded.length).toBe(inline.length);
    expect(new Set(asked)).toEqual(new Set(doc.photos.map((p) => p.id)));
  }, 120_000);

  it('fails with the reason when a photo cannot be had, and ends its thread', async () => {
    const doc = fixtureBook();
    await expect(
      renderPdfInThread(doc, {
        part: 'all',
        creationDate: new Date(),
        fonts: fonts(),
        image: async (photoId) => {
          throw new Error(`photo ${photoId} of the order has no uploaded original`);
        },
      }),
    ).rejects.toThrow(/has no uploaded original/);
  }, 120_000);
});
