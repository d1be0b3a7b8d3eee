import { describe, expect, it } from 'vitest';
import { formatExpiry, formatExpiryTyping, parseExpiry } from './card-expiry';

describe('parseExpiry', () => {
  it.each([
    ['0830', 8, 2030],
    ['08/30', 8, 2030],
    ['8/30', 8, 2030],
    ['08 / 2030', 8, 2030],
    ['082030', 8, 2030],
    ['830', 8, 2030],
    ['12-29', 12, 2029],
    [' 1/31 ', 1, 2031],
  ])('reads %j as %i/%i', (text, month, year) => {
    expect(parseExpiry(text)).toEqual({ month, year });
  });

  it.each(['', '0', '08', '08/', '13/30', '00/30', '0/30', '08/3', '08/203', 'ab/cd', '1330', '2029'])(
    'refuses %j',
    (text) => {
      expect(parseExpiry(text)).toBeNull();
    },
  );

  it('shows a date as MM/YY', () => {
    expect(formatExpiry({ month: 8, year: 2030 })).toBe('08/30');
    expect(formatExpiry({ month: 12, year: 2005 })).toBe('12/05');
  });
});

describe('formatExpiryTyping', () => {
  it('formats a numeric keypad as it types: 0 8 3 0', () => {
    const steps = ['0', '08', '083', '0830'].map(formatExpiryTyping);
    expect(steps).toEqual(['0', '08', '08/3', '08/30']);
  });

  it('makes a lone month digit a month, and keeps what was typed with a slash', () => {
    expect(formatExpiryTyping('8')).toBe('08');
    expect(formatExpiryTyping('830')).toBe('08/30');
    expect(formatExpiryTyping('8/30')).toBe('08/30');
    expect(formatExpiryTyping('1/')).toBe('01/');
    expect(formatExpiryTyping('1')).toBe('1');
    expect(formatExpiryTyping('13')).toBe('01/3');
    expect(formatExpiryTyping('08 / 2030')).toBe('08/2030');
    expect(formatExpiryTyping('08/3x0')).toBe('08/30');
    expect(formatExpiryTyping('08/')).toBe('08/');
    expect(formatExpiryTyping('')).toBe('');
  });
});
