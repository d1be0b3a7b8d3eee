import { describe, expect, it } from 'vitest';
import { priceDifference } from './price-lines';

describe('priceDifference', () => {
  it('signs a dearer and a cheaper option, in the locale and currency', () => {
    expect(priceDifference(600, 'GBP', 'en-gb')).toBe('+£6.00');
    expect(priceDifference(-250, 'GBP', 'en-gb')).toMatch(/^-£2\.50$/);
    expect(priceDifference(2500, 'EUR', 'de-de')).toBe('+25,00\u00a0€');
  });
  it('says nothing for the same price', () => {
    expect(priceDifference(0, 'GBP', 'en-gb')).toBeNull();
  });
});
