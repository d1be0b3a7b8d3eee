import { describe, expect, it } from 'vitest';
import { calendarSpan, countryOptions, dayFormatter, missingHolidays } from './calendar-events';

describe('calendarSpan', () => {
  it('runs from the first day of the start month to the last day of the twelfth month', () => {
    expect(calendarSpan('2027-03')).toEqual({ first: '2027-03-01', last: '2028-02-29' });
    expect(calendarSpan('2027-01')).toEqual({ first: '2027-01-01', last: '2027-12-31' });
  });
});

describe('dayFormatter', () => {
  it('writes the day as the language does, not a day off in another time zone', () => {
    expect(dayFormatter('en-GB')('2027-03-01')).toBe('1 Mar 2027');
    expect(dayFormatter('de')('2027-12-31')).toBe('31. Dez. 2027');
  });
});

describe('countryOptions', () => {
  it('sorts the countries by their name in the language', () => {
    expect(countryOptions(['DE', 'AT', 'FR'], 'DE', 'de').map((c) => c.name)).toEqual([
      'Deutschland',
      'Frankreich',
      'Österreich',
    ]);
  });

  it('keeps the chosen country among them when the list lacks it', () => {
    expect(countryOptions(['FR'], 'GB', 'en').map((c) => c.code)).toEqual(['FR', 'GB']);
  });
});

describe('missingHolidays', () => {
  const holiday = (date: string, label: string) => ({ date, label, type: 'public' });

  it("leaves out a day that already has the user's own event", () => {
    const holidays = [holiday('2027-01-01', 'New Year'), holiday('2027-12-25', 'Christmas')];
    expect(missingHolidays(holidays, [{ date: '2027-12-25' }])).toEqual([holidays[0]]);
  });

  it('takes one holiday per day', () => {
    const holidays = [holiday('2027-12-26', 'Boxing Day'), holiday('2027-12-26', 'St Stephen')];
    expect(missingHolidays(holidays, [])).toEqual([holidays[0]]);
  });
});
