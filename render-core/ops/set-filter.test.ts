import { describe, expect, it } from 'vitest';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { applyOp } from './index';

describe('setFilter', () => {
  it('sets a filter and refuses unknown ones', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    const frameId = photoFrames(page)[0]!.id;
    expect(
      photoFrames(
        applyOp(doc, { type: 'setFilter', pageId: page.id, frameId, filter: 'bw' }).document.pages[0]!,
      )[0]!.filter,
    ).toBe('bw');
    expect(() =>
      applyOp(doc, { type: 'setFilter', pageId: page.id, frameId, filter: 'neon' as 'bw' }),
    ).toThrow();
  });
});
