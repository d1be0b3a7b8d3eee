import { describe, expect, it } from 'vitest';
import { monthOfPage } from './CalendarMonths';

describe('monthOfPage', () => {
  it('counts months on from the start month, into the next year', () => {
    expect(monthOfPage('2027-03', 0)).toEqual({ year: 2027, month: 3 });
    expect(monthOfPage('2027-03', 10)).toEqual({ year: 2028, month: 1 });
    expect(monthOfPage('2026-12', 1)).toEqual({ year: 2027, month: 1 });
  });
});
