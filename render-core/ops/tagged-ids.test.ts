import { describe, expect, it } from 'vitest';
import { collabOpsSchema, opsBetween } from '../collab/ops';
import { autoLayoutBook } from '../layout/auto-layout';
import { refineDraft } from '../layout/refine';
import { relayoutFrom } from '../layout/relayout';
import { type BookDocument, bookDocumentSchema } from '../model/document';
import { pageWithPhotos, photoFrames, sampleBook } from '../testing/sample-book';
import { squareBook } from '../testing/products';
import { trip } from '../testing/trip';
import { applyOp, type Op, OpError } from './index';

/** Ids of pages and frames in `after` that `before` did not have, in document order. */
function newIds(before: BookDocument, after: BookDocument): string[] {
  const pagesOf = (d: BookDocument) => [d.cover, d.backCover, ...d.pages].filter((p) => !!p);
  const had = new Set(pagesOf(before).flatMap((p) => [p.id, ...p.frames.map((f) => f.id)]));
  return pagesOf(after)
    .flatMap((p) => [p.id, ...p.frames.map((f) => f.id)])
    .filter((id) => !had.has(id));
}

const book = sampleBook();
const twoPhotos = pageWithPhotos(book, 2);
const { backCover: _, ...withoutBack } = book;
/** Every op that creates pages or frames, with a document it fits. */
const creating: [string, BookDocument, Op][] = [
  ['addPage', book, { type: 'addPage', at: 1, template: 'grid-2x2' }],
  ['addText', book, { type: 'addText', pageId: book.pages[0]!.id, text: 'Sea' }],
  ['changeTemplate', book, { type: 'changeTemplate', pageId: book.pages[0]!.id, template: 'grid-2x2' }],
  [
    'movePhotoToPage',
    book,
    {
      type: 'movePhotoToPage',
      from: { pageId: twoPhotos.id, frameId: photoFrames(twoPhotos)[0]!.id },
      toPageId: book.pages.find((p) => p.id !== twoPhotos.id)!.id,
    },
  ],
  ['addBackCover', withoutBack, { type: 'addBackCover' }],
  ['setChapterTitles', autoLayoutBook(trip, squareBook), { type: 'setChapterTitles', on: true }],
];

describe('ids made by ops with and without a person tag', () => {
  it.each(creating)(
    '%s: plain ids without a tag, tagged ids with one, the same counter',
    (_name, doc, op) => {
      const plain = applyOp(doc, op).document;
      const tagged = applyOp(doc, op, { idTag: 'k3' }).document;
      const plainIds = newIds(doc, plain);
      const taggedIds = newIds(doc, tagged);
      expect(plainIds.length).toBeGreaterThan(0);
      expect(plainIds.every((id) => /^[pf]\d+$/.test(id))).toBe(true);
      expect(taggedIds).toEqual(plainIds.map((id) => `${id}.k3`));
      // The counter moves on as before, so a person's own ids never repeat either.
      expect(tagged.nextId).toBe(plain.nextId);
      expect(tagged.nextId).toBeGreaterThan(doc.nextId);
      expect(bookDocumentSchema.safeParse(tagged).success).toBe(true);
      expect(collabOpsSchema.safeParse(opsBetween(doc, tagged)).success).toBe(true);
    },
  );

  it('two people adding a page at the same place from one document make different ids', () => {
    const op: Op = { type: 'addPage', at: 3 };
    const mine = newIds(book, applyOp(book, op, { idTag: 'a1' }).document);
    const theirs = newIds(book, applyOp(book, op, { idTag: 'b2' }).document);
    expect(mine.some((id) => theirs.includes(id))).toBe(false);
    // Without tags they collide: the gap the tags close.
    expect(newIds(book, applyOp(book, op).document)).toEqual(newIds(book, applyOp(book, op).document));
  });

  it('relayout and the draft refinement tag the ids they make too', () => {
    const relaid = relayoutFrom(book, 2, 99, 'k3').document;
    const made = newIds(book, relaid);
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((id) => id.endsWith('.k3'))).toBe(true);
    expect(newIds(book, relayoutFrom(book, 2, 99).document).every((id) => /^[pf]\d+$/.test(id))).toBe(true);
    const refined = refineDraft(book, { bestOf: 20, idTag: 'k3' });
    expect(newIds(book, refined).length).toBeGreaterThan(0);
    expect(newIds(book, refined).every((id) => id.endsWith('.k3'))).toBe(true);
  });

  it('refuses a malformed tag with a clear message and changes nothing', () => {
    for (const idTag of ['', 'K3', 'a.b', 'abcdefghi']) {
      expect(() => applyOp(book, { type: 'addPage', at: 0 }, { idTag })).toThrow(/1 to 8 lowercase/);
    }
    expect(() => applyOp(book, { type: 'addPage', at: 99 }, { idTag: 'k3' })).toThrow(OpError);
  });
});
