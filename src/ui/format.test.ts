import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('formats minor units in the locale', () => {
    expect(formatMoney({ amount: 1799, currency: 'GBP' }, 'en-GB')).toBe('£17.99');
    expect(formatMoney({ amount: 2199, currency: 'EUR' }, 'de-DE')).toMatch(/^21,99\s€$/);
  });
});
