import { describe, expect, it } from 'vitest';
import { afterSpread, FIRST_LAYOUT_PHOTOS, layoutDue } from './use-layout';

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

describe('afterSpread (while the first spread does not show all its photos)', () => {
  const levels = (l: Record<string, number>) => (id: string) => l[id] ?? 0;

  it('stops for a new pass when a better picture of a first-spread photo has come', () => {
    const painted = new Map([['a', 1]]);
    expect(afterSpread(['a', 'b'], painted, { previewLevel: levels({ a: 2 }) })).toBe('again');
    expect(afterSpread(['a', 'b'], new Map(), { previewLevel: levels({ b: 1 }) })).toBe('again');
  });

  it('waits while a picture of one of them is being made, so the painter is free when it comes', () => {
    const painted = new Map([['a', 2]]);
    const coming = (id: string) => id === 'b';
    expect(afterSpread(['a', 'b'], painted, { previewLevel: levels({ a: 2 }), pictureComing: coming })).toBe(
      'wait',
    );
  });

  it('goes on to the spreads after it when no picture is coming (one that cannot be decoded)', () => {
    const painted = new Map([['a', 2]]);
    expect(
      afterSpread(['a', 'b'], painted, { previewLevel: levels({ a: 2 }), pictureComing: () => false }),
    ).toBe('on');
    expect(afterSpread(['a', 'b'], painted, { previewLevel: levels({ a: 2 }) })).toBe('on');
    // A photo already painted whose better picture is still being made holds nothing back.
    expect(afterSpread(['a'], painted, { previewLevel: levels({ a: 2 }), pictureComing: () => true })).toBe(
      'on',
    );
  });
});
