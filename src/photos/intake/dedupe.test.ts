import { describe, expect, it } from 'vitest';
import { dedupeKey, isDuplicate, keysOf } from './dedupe';

describe('dedupe', () => {
  it('tells a duplicate by the fingerprint alone, never by the name or the hash', () => {
    expect(dedupeKey({ fingerprint: 'f-1' })).toBe('f-1');
  });

  it('finds the key in the set, or in a ready or duplicate file picked earlier in the batch', () => {
    const known = new Set(['old']);
    expect(isDuplicate('old', known, [])).toBe(true);
    expect(isDuplicate('new', known, [])).toBe(false);
    expect(isDuplicate('a', known, [{ state: 'ready', contentKey: 'a' }])).toBe(true);
    expect(isDuplicate('a', known, [{ state: 'duplicate', contentKey: 'a' }])).toBe(true);
    // A refused file, or one still being read, holds no place in the set.
    expect(isDuplicate('a', known, [{ state: 'rejected', contentKey: 'a' }])).toBe(false);
    expect(isDuplicate('a', known, [{ state: 'preparing', contentKey: null }])).toBe(false);
  });

  it('takes the keys of the listed photos only', () => {
    const photos = [{ id: 'a', fingerprint: 'x' }, { id: 'b', fingerprint: 'y' }, { id: 'c' }];
    expect([...keysOf(photos)]).toEqual(['x', 'y']);
    expect([...keysOf(photos, new Set(['b']))]).toEqual(['y']);
  });
});
