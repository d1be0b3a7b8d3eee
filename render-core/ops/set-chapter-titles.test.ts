import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../layout/auto-layout';
import { relayoutFrom } from '../layout/relayout';
import { bookDocumentSchema } from '../model/document';
import { allowedPageCounts } from '../model/product';
import { photoPrint, squareBook } from '../testing/products';
import { trip } from '../testing/trip';
import { OpError } from './define';
import { edit, startSession, undo } from '../history/history';
import { applyOp } from './index';
import { hasChapterTitles } from './set-chapter-titles';

const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ');

const titlesOf = (doc: ReturnType<typeof autoLayoutBook>) =>
  doc.pages.flatMap((p) =>
    p.template === 'chapter-title' ? p.frames.flatMap((f) => (f.kind === 'text' ? [plain(f.text)] : [])) : [],
  );

describe('setChapterTitles', () => {
  it('puts a title page before each chapter, named in the customer language, and keeps a page count the product allows', () => {
    const book = autoLayoutBook(trip, squareBook);
    expect(hasChapterTitles(book)).toBe(false);
    const { document } = applyOp(book, { type: 'setChapterTitles', on: true, locale: 'de-DE' });
    expect(hasChapterTitles(document)).toBe(true);
    expect(titlesOf(document)).toEqual(['Bilbao, 3. Juli', 'San Sebastián, 5. Juli', 'Santander, 8. Juli']);
    document.pages.forEach((page, i) => {
      if (page.template !== 'chapter-title') return;
      expect(page.frames.some((f) => f.kind === 'photo')).toBe(false);
      expect(document.pages[i + 1]!.chapter).toBe(page.chapter);
      expect(i === 0 || document.pages[i - 1]!.chapter !== page.chapter).toBe(true);
    });
    expect(allowedPageCounts(squareBook.pages)).toContain(document.pages.length);
    expect(bookDocumentSchema.safeParse(document).success).toBe(true);
  });

  it('takes the title pages out again, and is undone as one edit', () => {
    const book = autoLayoutBook(trip, squareBook);
    const on = applyOp(book, { type: 'setChapterTitles', on: true });
    const off = applyOp(on.document, { type: 'setChapterTitles', on: false });
    expect(hasChapterTitles(off.document)).toBe(false);
    expect(off.document.pages.map((p) => p.template)).toEqual(book.pages.map((p) => p.template));
    // Undo puts the pages back as they were (ids handed out stay spent: nextId does not go back).
    const undone = undo(edit(startSession(book), { type: 'setChapterTitles', on: true })).document;
    expect(undone.pages).toEqual(book.pages);
    expect(hasChapterTitles(undone)).toBe(false);
  });

  it('gives a title page to chapters without one, keeping those that have one', () => {
    const book = autoLayoutBook(trip, squareBook);
    const on = applyOp(book, { type: 'setChapterTitles', on: true }).document;
    expect(applyOp(on, { type: 'setChapterTitles', on: true }).document).toBe(on);
    const relaid = relayoutFrom(
      on,
      on.pages.findIndex((p, i) => i > 0 && p.template === 'chapter-title'),
    ).document;
    expect(titlesOf(relaid)).toEqual(['Bilbao, 3 July']);
    expect(titlesOf(applyOp(relaid, { type: 'setChapterTitles', on: true }).document)).toEqual([
      'Bilbao, 3 July',
      'San Sebastián, 5 July',
      'Santander, 8 July',
    ]);
  });

  it('does nothing when already in the asked state, and refuses a set of prints', () => {
    const book = autoLayoutBook(trip, squareBook);
    expect(applyOp(book, { type: 'setChapterTitles', on: false }).document).toEqual(book);
    const prints = autoLayoutBook(trip.slice(0, 2), photoPrint);
    expect(() => applyOp(prints, { type: 'setChapterTitles', on: true })).toThrow(OpError);
  });
});
