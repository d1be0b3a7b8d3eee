import { describe, expect, it } from 'vitest';
import { firstPrices } from '../../contract/catalog/first-catalog';
import { formatMegabytes, formatMoney, formatNumber, localNumbers, seedFirstPrices } from './format';

describe('formatMoney', () => {
  it('formats minor units in the locale', () => {
    expect(formatMoney({ amount: 1799, currency: 'GBP' }, 'en-GB')).toBe('£17.99');
    expect(formatMoney({ amount: 2199, currency: 'EUR' }, 'de-DE')).toMatch(/^21,99\s€$/);
  });

  it('shows the first screen’s prices as the server wrote them, in that locale only', () => {
    const categories = [
      {
        fromPrice: { amount: 1799, currency: 'SEK' },
        types: [{ fromPrice: { amount: 2599, currency: 'SEK' } }],
      },
    ];
    const written = firstPrices(categories as never, 'sv-se');
    expect(written).toEqual({
      '1799 SEK': formatMoney({ amount: 1799, currency: 'SEK' }, 'sv-se'),
      '2599 SEK': expect.any(String),
    });
    // What the server wrote is what shows, even where this browser's own formatting would differ.
    seedFirstPrices('sv-se', null);
    seedFirstPrices('sv-se', { '1799 SEK': 'server 17,99 kr', '2599 SEK': 7 });
    expect(formatMoney({ amount: 1799, currency: 'SEK' }, 'sv-se')).toBe('server 17,99 kr');
    // Not a string: formatted here, as is every other price, locale and currency.
    expect(formatMoney({ amount: 2599, currency: 'SEK' }, 'sv-se')).toBe(written['2599 SEK']);
    expect(formatMoney({ amount: 1799, currency: 'SEK' }, 'da-dk')).not.toBe('server 17,99 kr');
    expect(formatMoney({ amount: 1800, currency: 'SEK' }, 'sv-se')).toMatch(/^18,00\skr$/);
  });
});

describe('numbers with a unit, as the locale writes them', () => {
  it('writes a decimal with the locale’s separator (5,6 mm in German, 5.6 mm in English)', () => {
    expect(formatNumber(5.6, 'de-de', 1)).toBe('5,6');
    expect(formatNumber(5.6, 'pl-pl', 1)).toBe('5,6');
    expect(formatNumber(5.6, 'en', 1)).toBe('5.6');
    // A fixed count of decimals keeps the spine's 0.1 mm steps readable: 6.0, not 6.
    expect(formatNumber(6, 'de-de', 1)).toBe('6,0');
    expect(formatNumber(3.5, 'fr-fr')).toBe('3,5');
  });

  it('writes every number among a translation’s values, and leaves the rest as given', () => {
    expect(localNumbers({ dpi: 96, minDpi: 120, safeMargin: 3.5, name: 'Ada' }, 'de-de')).toEqual({
      dpi: '96',
      minDpi: '120',
      safeMargin: '3,5',
      name: 'Ada',
    });
    // A count stays a number: i18next picks the plural form from it.
    expect(localNumbers({ count: 1200 }, 'de-de')).toEqual({ count: 1200 });
  });

  it('writes a file size in the locale’s own unit (Mo in French, Mt in Finnish)', () => {
    expect(formatMegabytes(50 * 1024 * 1024, 'de-de')).toBe('50 MB');
    expect(formatMegabytes(50 * 1024 * 1024, 'fr-fr').replace(/\s/g, ' ')).toBe('50 Mo');
    expect(formatMegabytes(50 * 1024 * 1024, 'fi-fi').replace(/\s/g, ' ')).toBe('50 Mt');
  });

  it('formats alike from its kept formatters, never mixing one kind’s digits or unit with another’s, or locales', () => {
    const first = [
      formatNumber(5.6, 'de-de'),
      formatNumber(5.6, 'de-de', 2),
      formatMegabytes(5 * 1024 * 1024, 'de-de'),
    ];
    const again = [
      formatNumber(5.6, 'de-de'),
      formatNumber(5.6, 'de-de', 2),
      formatMegabytes(5 * 1024 * 1024, 'de-de'),
    ];
    expect(first).toEqual(['5,6', '5,60', '5 MB']);
    expect(again).toEqual(first);
    expect(formatNumber(5.6, 'en-gb')).toBe('5.6');
  });
});
