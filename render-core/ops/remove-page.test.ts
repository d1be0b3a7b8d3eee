import { describe, expect, it } from 'vitest';
import { sampleBook } from '../testing/sample-book';
import { applyOp } from './index';
import { listUnusedPhotos } from './unused-photos';

describe('removePage', () => {
  it('takes the page out and its photos become unused', () => {
    const doc = sampleBook();
    const page = doc.pages[4]!;
    const { document } = applyOp(doc, { type: 'removePage', pageId: page.id });
    expect(document.pages.map((p) => p.id)).not.toContain(page.id);
    const unused = listUnusedPhotos(document).map((p) => p.id);
    for (const f of page.frames) if (f.kind === 'photo' && f.photoId) expect(unused).toContain(f.photoId);
  });

  it('refuses a page that is not there', () => {
    expect(() => applyOp(sampleBook(), { type: 'removePage', pageId: 'nope' })).toThrow(/not an inner page/);
  });
});
