import { describe, expect, it } from 'vitest';
import { edit, startSession, undo } from '../history/history';
import { autoLayoutBook } from '../layout/auto-layout';
import { photoPrint, squareBook } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { OpError } from './define';
import { applyOp } from './index';

describe('setQuantity', () => {
  it('sets how many copies of one print, as one undoable edit', () => {
    const prints = autoLayoutBook(samplePhotos(3), photoPrint);
    const { document } = applyOp(prints, {
      type: 'setQuantity',
      pageId: prints.pages[1]!.id,
      quantity: 4,
    });
    expect(document.pages.map((p) => p.quantity)).toEqual([1, 4, 1]);
    const session = edit(startSession(prints), {
      type: 'setQuantity',
      pageId: prints.pages[1]!.id,
      quantity: 4,
    });
    expect(undo(session).document).toEqual(prints);
    expect(() =>
      applyOp(prints, { type: 'setQuantity', pageId: prints.pages[1]!.id, quantity: 0 }),
    ).toThrow();
  });

  it('refuses copies on a page of a book, and an unknown print', () => {
    const book = autoLayoutBook(samplePhotos(30), squareBook);
    expect(() => applyOp(book, { type: 'setQuantity', pageId: book.pages[0]!.id, quantity: 2 })).toThrow(
      OpError,
    );
    const prints = autoLayoutBook(samplePhotos(2), photoPrint);
    expect(() => applyOp(prints, { type: 'setQuantity', pageId: 'nope', quantity: 2 })).toThrow();
  });
});
