import { describe, expect, it } from 'vitest';
import { autoLayoutBook, spreadCount } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { shownPageId, turn } from './turns';

const doc = autoLayoutBook(samplePhotos(24), squareBook, { id: 'b' });
const page = (i: number) => doc.pages[i]!.id;

describe('shownPageId', () => {
  it('shows the page in focus when it is on the spread, else the left page', () => {
    expect(shownPageId(doc, 1, page(1), true)).toBe(page(1));
    expect(shownPageId(doc, 1, null, true)).toBe(page(0));
    expect(shownPageId(doc, 2, page(1), true)).toBe(page(2));
  });

  it('shows the cover sheet and every spread of a wide screen whole', () => {
    expect(doc.cover).not.toBeNull();
    expect(shownPageId(doc, 0, doc.cover!.id, true)).toBeNull();
    expect(shownPageId(doc, 1, page(1), false)).toBeNull();
  });
});

describe('turn', () => {
  it('goes page by page in page view, on to the next spread and back', () => {
    expect(turn(doc, { spread: 0, pageId: null }, true, 1)).toEqual({ spread: 1, pageId: page(0) });
    expect(turn(doc, { spread: 1, pageId: page(0) }, true, 1)).toEqual({ spread: 1, pageId: page(1) });
    expect(turn(doc, { spread: 1, pageId: page(1) }, true, 1)).toEqual({ spread: 2, pageId: page(2) });
    expect(turn(doc, { spread: 2, pageId: page(2) }, true, -1)).toEqual({ spread: 1, pageId: page(1) });
    expect(turn(doc, { spread: 1, pageId: page(0) }, true, -1)).toEqual({ spread: 0, pageId: null });
  });

  it('goes spread by spread when spreads are shown whole, and stops at either end', () => {
    expect(turn(doc, { spread: 1, pageId: null }, false, 1)).toEqual({ spread: 2, pageId: null });
    expect(turn(doc, { spread: 0, pageId: null }, false, -1)).toBeNull();
    const last = spreadCount(doc) - 1;
    expect(turn(doc, { spread: last, pageId: null }, false, 1)).toBeNull();
    expect(turn(doc, { spread: last, pageId: doc.pages.at(-1)!.id }, true, 1)).toBeNull();
  });
});
