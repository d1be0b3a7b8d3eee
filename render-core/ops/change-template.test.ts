import { describe, expect, it } from 'vitest';
import { pageWithPhotos, photoFrames, sampleBook } from '../testing/sample-book';
import { applyOp } from './index';
import { listUnusedPhotos } from './unused-photos';

describe('changeTemplate', () => {
  it('re-lays the page, keeping its photos while slots last', () => {
    const doc = sampleBook();
    const page = pageWithPhotos(doc, 3);
    const before = photoFrames(page).map((f) => f.photoId);
    const { document } = applyOp(doc, { type: 'changeTemplate', pageId: page.id, template: 'single' });
    const after = document.pages.find((p) => p.id === page.id)!;
    expect(after.template).toBe('single');
    expect(photoFrames(after).map((f) => f.photoId)).toEqual([before[0]]);
    expect(
      listUnusedPhotos(document)
        .map((p) => p.id)
        .sort(),
    ).toEqual(before.slice(1).sort());
  });

  it('keeps the cover template', () => {
    const doc = sampleBook();
    expect(() => applyOp(doc, { type: 'changeTemplate', pageId: doc.cover!.id, template: 'single' })).toThrow(
      /cover/,
    );
  });
});
