import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { fixtureBook, fixturePrintBytes } from '../../bench/node/fixture-book';
import { fontBytes } from '../../bench/node/fonts';
import { renderPrintPdf } from '../../render-core/print';
import { printThreadStarts, renderPdfInThread } from './print-thread';

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

  it('fails with the reason when a photo cannot be had; the same thread then makes the next files', async () => {
    const doc = fixtureBook();
    const failing = renderPdfInThread(doc, {
      part: 'all',
      creationDate: new Date(),
      fonts: fonts(),
      image: async (photoId) => {
        throw new Error(`photo ${photoId} of the order has no uploaded original`);
      },
    });
    await expect(failing).rejects.toThrow(/has no uploaded original/);
    const started = printThreadStarts();
    // Asked for together, as an order's interior and cover are: made one after the other.
    const image = fixturePrintBytes();
    const [interior, cover] = await Promise.all(
      (['interior', 'cover'] as const).map((part) =>
        renderPdfInThread(doc, { part, creationDate: new Date(), fonts: fonts(), image }),
      ),
    );
    expect(new TextDecoder().decode(interior!.subarray(0, 5))).toBe('%PDF-');
    expect(new TextDecoder().decode(cover!.subarray(0, 5))).toBe('%PDF-');
    expect(interior!.length).not.toBe(cover!.length);
    expect(printThreadStarts()).toBe(started);
  }, 120_000);
});
