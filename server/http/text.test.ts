import { describe, expect, it } from 'vitest';
import { findUnsafeText, int32, safeString, unsafeTextProblem } from './text';

describe('text the database cannot keep', () => {
  it('refuses NUL and lone surrogates, keeps real text and emoji', () => {
    expect(unsafeTextProblem('a\u0000b')).toMatch(/NUL/);
    expect(unsafeTextProblem('\ud800')).toMatch(/surrogate/);
    expect(unsafeTextProblem('x\udfffy')).toMatch(/surrogate/);
    expect(unsafeTextProblem('Zoë 📷 Łódź')).toBeNull();
    expect(safeString().safeParse('ok').success).toBe(true);
    expect(safeString().safeParse('a\u0000').success).toBe(false);
  });

  it('finds the first bad string anywhere in a JSON value, keys included', () => {
    expect(findUnsafeText({ a: [{ b: 'fine' }, { c: 'x\u0000' }] })).toEqual({
      path: ['a', 1, 'c'],
      problem: expect.stringMatching(/NUL/),
    });
    expect(findUnsafeText({ 'k\ud800': 1 })?.path).toEqual(['k\ud800']);
    expect(findUnsafeText({ a: [1, true, null, 'fine'] })).toBeNull();
  });

  it('bounds whole numbers to 32 bits', () => {
    expect(int32().safeParse(2 ** 31 - 1).success).toBe(true);
    expect(int32().safeParse(2 ** 31).success).toBe(false);
    expect(int32().safeParse(2 ** 40).success).toBe(false);
  });
});
