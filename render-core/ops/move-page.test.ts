import { describe, expect, it } from 'vitest';
import { sampleBook } from '../testing/sample-book';
import { applyOp } from './index';

describe('movePage', () => {
  it('moves a page to a new index', () => {
    const doc = sampleBook();
    const ids = doc.pages.map((p) => p.id);
    const { document } = applyOp(doc, { type: 'movePage', pageId: ids[0]!, to: 3 });
    expect(document.pages.map((p) => p.id)).toEqual([ids[1], ids[2], ids[3], ids[0], ...ids.slice(4)]);
  });

  it('refuses an index past the last page', () => {
    const doc = sampleBook();
    expect(() =>
      applyOp(doc, { type: 'movePage', pageId: doc.pages[0]!.id, to: doc.pages.length }),
    ).toThrow();
  });
});
