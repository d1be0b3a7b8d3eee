import { describe, expect, it } from 'vitest';
import type { ShippingOption } from '../../../../contract/api/shipping';
import { cheapestDelivery, orderPriceLines, priceDifference } from './price-lines';

const option = (method: 'standard' | 'express', priceMinor: number, currency = 'GBP'): ShippingOption => ({
  method,
  priceMinor,
  currency,
  earliest: '2026-12-01',
  latest: '2026-12-04',
});

describe('cheapestDelivery', () => {
  it('takes the cheapest option in the item currency', () => {
    expect(cheapestDelivery([option('express', 899), option('standard', 399)], 'GBP')?.method).toBe(
      'standard',
    );
  });
  it('never sums another currency with the item', () => {
    expect(cheapestDelivery([option('standard', 499, 'EUR')], 'GBP')).toBeNull();
    expect(cheapestDelivery([], 'GBP')).toBeNull();
  });
});

describe('orderPriceLines', () => {
  it('adds the delivery to the item price times the quantity', () => {
    expect(orderPriceLines(1979, 2, option('standard', 399))).toMatchObject({
      itemMinor: 3958,
      totalMinor: 4357,
    });
  });
  it('has no total until the delivery is known', () => {
    expect(orderPriceLines(1979, 1, null)).toEqual({ itemMinor: 1979, delivery: null, totalMinor: null });
  });
});

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
