import { describe, expect, it } from 'vitest';
import { sampleBook } from '../testing/sample-book';
import { applyOp, opSchema } from './index';
import { listUnusedPhotos } from './unused-photos';

describe('listUnusedPhotos', () => {
  it('lists photos no frame shows, in pool order', () => {
    const doc = sampleBook(30);
    expect(listUnusedPhotos(doc)).toEqual([]);
    const page = doc.pages[2]!;
    const { document } = applyOp(doc, { type: 'removePage', pageId: page.id });
    const onPage = page.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : []));
    expect(listUnusedPhotos(document).map((p) => p.id)).toEqual(
      doc.photos.map((p) => p.id).filter((id) => onPage.includes(id)),
    );
  });

  it('answers a frozen version once, and a document changed in place afresh', () => {
    const doc = sampleBook(30);
    const page = doc.pages[2]!;
    const { document } = applyOp(doc, { type: 'removePage', pageId: page.id });
    expect(Object.isFrozen(document)).toBe(true);
    expect(listUnusedPhotos(document)).toBe(listUnusedPhotos(document));
    const loose = structuredClone(doc);
    expect(listUnusedPhotos(loose)).toEqual([]);
    loose.pages.splice(2, 1);
    expect(listUnusedPhotos(loose).length).toBeGreaterThan(0);
  });
});

describe('opSchema', () => {
  it('accepts a well-formed op and names the field of a bad one', () => {
    expect(opSchema.safeParse({ type: 'movePage', pageId: 'p1', to: 2 }).success).toBe(true);
    const bad = opSchema.safeParse({ type: 'movePage', pageId: 'p1', to: -1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['to']);
    expect(opSchema.safeParse({ type: 'explode' }).success).toBe(false);
  });
});
