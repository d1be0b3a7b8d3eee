import { describe, expect, it } from 'vitest';
import { addWorkingDays, shippingOptionsFor } from './options';

describe('shippingOptionsFor', () => {
  // Saturday 21 November 2026.
  const saturday = new Date('2026-11-21T10:00:00Z');

  it('skips weekends when counting working days', () => {
    expect(addWorkingDays(saturday, 1).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(addWorkingDays(new Date('2026-11-20T10:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-11-23');
  });

  it('offers standard and express in the UK with express sooner and dearer', () => {
    const [standard, express] = shippingOptionsFor('GB', 'GBP', saturday);
    expect(standard).toMatchObject({ method: 'standard', priceMinor: 399, earliest: '2026-11-26' });
    expect(express).toMatchObject({ method: 'express', priceMinor: 899, earliest: '2026-11-25' });
    expect(express!.latest < standard!.latest).toBe(true);
  });

  it('adds a surcharge outside the home zone and answers nothing where we do not ship', () => {
    expect(shippingOptionsFor('DE', 'EUR', saturday)[0]!.priceMinor).toBe(699);
    expect(shippingOptionsFor('JP', 'GBP', saturday)).toEqual([]);
  });
});
