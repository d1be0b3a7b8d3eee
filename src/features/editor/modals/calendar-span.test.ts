import { describe, expect, it } from 'vitest';
import { calendarSpan } from './CalendarModals';

describe('calendarSpan', () => {
  it('runs from the first day of the start month to the last day of the twelfth month', () => {
    expect(calendarSpan('2027-03')).toEqual({ first: '2027-03-01', last: '2028-02-29' });
    expect(calendarSpan('2027-01')).toEqual({ first: '2027-01-01', last: '2027-12-31' });
  });
});
