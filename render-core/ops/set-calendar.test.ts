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

  it('moves the year on the cover and in the title with the start month', () => {
    // Photos of 2026: the calendar starts in January 2027, and its cover says so.
    const calendar = autoLayoutBook(samplePhotos(20), wallCalendar);
    const coverTitle = (doc: typeof calendar) =>
      doc.cover?.frames.find((f) => f.kind === 'text' && f.role === 'title');
    expect(calendar.calendar?.startMonth).toBe('2027-01');
    expect(calendar.title).toBe('Bilbao 2027');
    expect(coverTitle(calendar)).toMatchObject({ text: 'Bilbao 2027' });

    const next = applyOp(calendar, { type: 'setCalendar', startMonth: '2028-01' }).document;
    expect(next.title).toBe('Bilbao 2028');
    expect(coverTitle(next)).toMatchObject({ text: 'Bilbao 2028' });
    const autumn = applyOp(next, { type: 'setCalendar', startMonth: '2027-09' }).document;
    expect(coverTitle(autumn)).toMatchObject({ text: 'Bilbao 2027–2028' });
    // A title of the customer's own, without the year, is theirs.
    const own = autoLayoutBook(samplePhotos(20), wallCalendar, { title: 'Our family' });
    const moved = applyOp(own, { type: 'setCalendar', startMonth: '2029-01' }).document;
    expect(moved.title).toBe('Our family');
    expect(coverTitle(moved)).toMatchObject({ text: 'Our family' });
  });

  it('refuses a book', () => {
    expect(() => applyOp(sampleBook(5), { type: 'setCalendar', weekStart: 0 })).toThrow(/only calendars/);
  });
});
