import { describe, expect, it } from 'vitest';
import { FIRST_LAYOUT_PHOTOS, layoutDue } from './use-layout';

describe('layoutDue', () => {
  it('lays out a first draft from the first headers, without waiting for the rest', () => {
    expect(layoutDue(null, 0, 100, false)).toBeNull();
    expect(layoutDue(null, FIRST_LAYOUT_PHOTOS - 1, 100, false)).toBeNull();
    expect(layoutDue(null, FIRST_LAYOUT_PHOTOS, 100, false)).toBe('first');
    // Fewer photos picked than a first draft takes: all of them, once read.
    expect(layoutDue(null, 3, 3, false)).toBe('first');
  });

  it('waits, once the first draft is there, until every header is read, then lays out the whole book', () => {
    const first = { count: FIRST_LAYOUT_PHOTOS, complete: false };
    expect(layoutDue(first, 50, 100, false)).toBeNull();
    expect(layoutDue(first, 100, 100, true)).toBe('complete');
  });

  it('lays the book out again when photos are added or taken out after, never twice for the same set', () => {
    expect(layoutDue({ count: 100, complete: true }, 100, 100, true)).toBeNull();
    expect(layoutDue({ count: 100, complete: true }, 120, 120, true)).toBe('complete');
    expect(layoutDue({ count: 100, complete: true }, 99, 99, true)).toBe('complete');
  });
});
