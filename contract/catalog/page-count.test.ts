import { describe, expect, it } from 'vitest';
import { countedPages, pageCountAllowed, pageCountProblem, pageRuleSchema } from './page-count';

const softcover = { min: 20, max: 100, step: 2 };
const calendar = { min: 13, max: 13, step: 1 };
const print = { min: 1, max: 1, step: 1 };

describe('the page-count rule', () => {
  it('takes 20-100 pages in steps of 2 for a softcover book', () => {
    for (const n of [20, 22, 58, 100]) expect(pageCountAllowed(n, softcover)).toBe(true);
    for (const n of [0, 3, 18, 21, 99, 102, 140, 20.5, Number.NaN])
      expect(pageCountAllowed(n, softcover)).toBe(false);
  });

  it('counts a calendar with its cover, a book without, a print as one page', () => {
    expect(countedPages('calendar', 12)).toBe(13);
    expect(countedPages('book', 12)).toBe(12);
    expect(countedPages('print', 8)).toBe(1);
    expect(pageCountProblem('calendar', 12, calendar)).toBeNull();
    expect(pageCountProblem('calendar', 13, calendar)).toMatchObject({ count: 14 });
    expect(pageCountProblem('print', 8, print)).toBeNull();
  });

  it('explains the problem in numbers and words', () => {
    expect(pageCountProblem('book', 3, softcover)).toEqual({
      code: 'PAGE_COUNT',
      count: 3,
      min: 20,
      max: 100,
      step: 2,
      message: 'This design has 3 pages; it needs 20 to 100 pages in steps of 2.',
    });
    expect(pageCountProblem('book', 0, softcover)?.count).toBe(0);
    expect(pageCountProblem('book', 140, softcover)?.count).toBe(140);
    expect(pageCountProblem('book', 40, softcover)).toBeNull();
    expect(pageCountProblem('calendar', 11, calendar)?.message).toBe(
      'This calendar has 12 pages; it needs exactly 13 pages.',
    );
  });

  it('refuses a rule whose maximum is not reachable in steps', () => {
    expect(pageRuleSchema.safeParse({ min: 20, max: 101, step: 2 }).success).toBe(false);
    expect(pageRuleSchema.safeParse({ min: 30, max: 20, step: 2 }).success).toBe(false);
    expect(pageRuleSchema.safeParse(softcover).success).toBe(true);
  });
});
