import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../layout/auto-layout';
import { productSpecSchema } from '../model/product';
import { sceneForCover } from '../scene/scene-for-cover';
import { photoPrint, squareBook } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { applyOp } from './index';

const hardcover = productSpecSchema.parse({
  ...squareBook,
  code: 'BOOK-HC-20X20',
  binding: {
    style: 'hardcover',
    paper: { code: 'silk-170', leafThickness: 0.13 },
    spineAllowance: 4,
    wrap: 15,
    spineTextMin: 6,
    separateCoverFile: true,
  },
});

describe('addBackCover', () => {
  it('gives a bound book an editable back cover, printed left of the spine', () => {
    // A book from before new books had a designed back cover.
    const { backCover: _, ...book } = autoLayoutBook(samplePhotos(30), hardcover);
    const { document } = applyOp(book, { type: 'addBackCover' });
    const back = document.backCover!;
    expect(back.frames.some((f) => f.kind === 'photo' && f.photoId !== null)).toBe(true);
    // Designed as a new book's: a photo other than the front's and the title.
    expect(back.frames.find((f) => f.kind === 'text')).toMatchObject({ text: book.title });
    const front = book.cover!.frames.find((f) => f.kind === 'photo');
    const photo = back.frames.find((f) => f.kind === 'photo');
    expect(photo?.kind === 'photo' && photo.photoId).not.toBe(front?.kind === 'photo' && front.photoId);
    // Edited like any page: a caption and a background.
    const withText = applyOp(document, { type: 'addText', pageId: back.id, text: 'Summer 2026' }).document;
    const edited = applyOp(withText, { type: 'setBackground', pageId: back.id, color: '#203040' }).document;
    expect(edited.backCover!.frames.some((f) => f.kind === 'text' && f.text === 'Summer 2026')).toBe(true);
    const scene = sceneForCover(edited)!;
    const text = scene.items.find((i) => i.kind === 'text' && i.text === 'Summer 2026');
    expect(text?.kind === 'text' && text.box.x + text.box.width).toBeLessThanOrEqual(200);
    expect(() => applyOp(edited, { type: 'addBackCover' })).toThrow(/already/);
  });

  it('takes a layout of the library when asked for one', () => {
    const { backCover: _, ...book } = autoLayoutBook(samplePhotos(30), hardcover);
    const { document } = applyOp(book, { type: 'addBackCover', template: 'single' });
    expect(document.backCover?.template).toBe('single');
    expect(() => applyOp(book, { type: 'addBackCover', template: 'cover' })).toThrow(/template/);
  });

  it('is for books with a cover only', () => {
    const prints = autoLayoutBook(samplePhotos(2), photoPrint);
    expect(() => applyOp(prints, { type: 'addBackCover' })).toThrow(/only a book/);
  });
});
