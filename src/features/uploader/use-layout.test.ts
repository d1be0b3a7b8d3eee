import { describe, expect, it } from 'vitest';
import { layoutDue } from './use-layout';

describe('layoutDue', () => {
  it('lays the book out only once every picked header is read, never from the first ones', () => {
    expect(layoutDue(null, 0, false)).toBeNull();
    expect(layoutDue(null, 8, false)).toBeNull();
    expect(layoutDue(null, 99, false)).toBeNull();
    expect(layoutDue(null, 100, true)).toBe('complete');
    expect(layoutDue(null, 3, true)).toBe('complete');
    expect(layoutDue(null, 0, true)).toBeNull();
  });

  it('lays the book out again when photos are added or taken out after, never twice for the same set', () => {
    expect(layoutDue({ count: 100, complete: true }, 100, true)).toBeNull();
    expect(layoutDue({ count: 100, complete: true }, 120, true)).toBe('complete');
    expect(layoutDue({ count: 100, complete: true }, 99, true)).toBe('complete');
    // More picked while the book is there: laid out again once their headers are read.
    expect(layoutDue({ count: 100, complete: true }, 110, false)).toBeNull();
  });
});
