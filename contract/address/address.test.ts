import { describe, expect, it } from 'vitest';
import { addressInput } from './address';

const base = {
  fullName: 'Ann Example',
  line1: '1 High Street',
  city: 'London',
  postcode: 'sw1a1aa',
  countryCode: 'gb',
};

describe('address rules per country', () => {
  it('normalises a GB postcode and the country code', () => {
    const parsed = addressInput.parse(base);
    expect(parsed).toMatchObject({ postcode: 'SW1A 1AA', countryCode: 'GB', line2: null, isDefault: false });
  });

  it('refuses a postcode of the wrong shape, naming the field', () => {
    const result = addressInput.safeParse({ ...base, countryCode: 'DE', postcode: 'SW1A 1AA' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['postcode']);
  });

  it('asks for a state in the US only', () => {
    const us = addressInput.safeParse({ ...base, countryCode: 'US', postcode: '94105' });
    expect(us.error?.issues[0]?.path).toEqual(['region']);
    expect(
      addressInput.safeParse({ ...base, countryCode: 'US', postcode: '94105', region: 'CA' }).success,
    ).toBe(true);
  });

  it('knows the Dutch, Polish and Portuguese shapes', () => {
    expect(addressInput.parse({ ...base, countryCode: 'NL', postcode: '1012js' }).postcode).toBe('1012 JS');
    expect(addressInput.safeParse({ ...base, countryCode: 'PL', postcode: '00-001' }).success).toBe(true);
    expect(addressInput.safeParse({ ...base, countryCode: 'PT', postcode: '1100148' }).success).toBe(false);
  });

  it('refuses a country we do not deliver to', () => {
    expect(addressInput.safeParse({ ...base, countryCode: 'ZZ' }).success).toBe(false);
  });
});
