import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../layout/auto-layout';
import { sampleBook } from '../testing/sample-book';
import { wallCalendar } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { applyOp } from './index';

describe('setCalendar', () => {
  it('moves the start month and the week start of a calendar', () => {
    const calendar = autoLayoutBook(samplePhotos(20), wallCalendar);
    const { document } = applyOp(calendar, { type: 'setCalendar', startMonth: '2027-09', weekStart: 0 });
    expect(document.calendar).toMatchObject({ startMonth: '2027-09', weekStart: 0 });
    expect(() => applyOp(calendar, { type: 'setCalendar', startMonth: '2027-13' })).toThrow(/YYYY-MM/);
  });

  it('refuses a book', () => {
    expect(() => applyOp(sampleBook(5), { type: 'setCalendar', weekStart: 0 })).toThrow(/only calendars/);
  });
});
