import { describe, expect, it } from 'vitest';
import { spreadOfPage } from './spread-of-page';

describe('spreadOfPage', () => {
  it('puts the cover on spread 0 and two inner pages on each spread after it', () => {
    const book = { cover: { id: 'c' } } as never;
    expect([-1, 0, 1, 2, 3, 4].map((i) => spreadOfPage(book, i))).toEqual([0, 1, 1, 2, 2, 3]);
  });
  it('starts at spread 0 without a cover', () => {
    const calendar = { cover: null };
    expect([0, 1, 2].map((i) => spreadOfPage(calendar, i))).toEqual([0, 0, 1]);
  });
});
