import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../layout/auto-layout';
import { photoSuitsPrint } from '../model/print-format';
import { sceneForPage } from '../scene/scene-for-page';
import { photoPrint, squareBook } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { applyOp } from './index';

describe('setPrintFormat', () => {
  const photos = samplePhotos(2).map((p, i) => (i === 0 ? { ...p, width: 3000, height: 4000 } : p));
  const prints = autoLayoutBook(photos, photoPrint, { id: 'prints' });

  it('turns a print to its portrait photo: the page is the trim turned, the photo fills it', () => {
    const page = prints.pages.find((p) =>
      p.frames.some((f) => f.kind === 'photo' && f.photoId === photos[0]!.id),
    )!;
    expect(photoSuitsPrint(photos[0]!, photoPrint.trim)).toBe(false);
    const { document } = applyOp(prints, { type: 'setPrintFormat', pageId: page.id, turned: true });
    const scene = sceneForPage(document, prints.pages.indexOf(page), { bleed: true });
    expect([scene.width, scene.height]).toEqual([102 + 4, 152 + 4]);
    expect(scene.trim).toMatchObject({ width: 102, height: 152 });
    const frame = document.pages.find((p) => p.id === page.id)!.frames[0]!;
    expect(frame.box).toEqual({ x: 0, y: 0, width: 102, height: 152 });
    // The other prints keep the product's shape.
    const other = sceneForPage(
      document,
      prints.pages.findIndex((p) => p.id !== page.id),
    );
    expect([other.width, other.height]).toEqual([152, 102]);
  });

  it('gives a print a white border: the photo is inset, the print keeps its size', () => {
    const page = prints.pages[0]!;
    const { document } = applyOp(prints, { type: 'setPrintFormat', pageId: page.id, border: 5 });
    const after = document.pages[0]!;
    expect(after.border).toBe(5);
    expect(after.background).toBe('#ffffff');
    expect(after.frames[0]!.box).toEqual({ x: 5, y: 5, width: 142, height: 92 });
    const scene = sceneForPage(document, 0, { bleed: true });
    const image = scene.items.find((i) => i.kind === 'image');
    // No bleed run-on for a bordered photo: it does not touch the trim edge.
    expect(image?.kind === 'image' && image.clip).toEqual({ x: 7, y: 7, width: 142, height: 92 });
  });

  it('is for prints only', () => {
    const book = autoLayoutBook(samplePhotos(4), squareBook);
    expect(() => applyOp(book, { type: 'setPrintFormat', pageId: book.pages[0]!.id, turned: true })).toThrow(
      /only prints/,
    );
  });
});
