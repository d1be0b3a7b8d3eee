import { describe, expect, it } from 'vitest';
import { calendarTitle, calendarYears, moveTitleYears } from './calendar-title';

describe('calendar titles', () => {
  it('name the year(s) the months fall in', () => {
    expect(calendarYears('2027-01', 12)).toBe('2027');
    expect(calendarYears('2026-09', 12)).toBe('2026–2027');
    expect(calendarYears('2027-12', 1)).toBe('2027');
    expect(calendarTitle('Bilbao', '2027-01', 12)).toBe('Bilbao 2027');
    expect(calendarTitle('', '2027-01', 12)).toBe('2027');
  });

  it('move the old year(s) to the new ones, and leave other titles alone', () => {
    expect(moveTitleYears('Bilbao 2026', '2026', '2027')).toBe('Bilbao 2027');
    expect(moveTitleYears('Bilbao 2026–2027', '2026–2027', '2028')).toBe('Bilbao 2028');
    expect(moveTitleYears('Our family', '2026', '2027')).toBe('Our family');
  });
});
