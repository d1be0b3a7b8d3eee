import { describe, expect, it } from 'vitest';
import {
  type AddressValue,
  addressProblems,
  COUNTRIES,
  defaultCountry,
  deliverableCountry,
  placeServerError,
  readAddress,
  ruleOf,
} from './address-rules';

const valid: AddressValue = {
  fullName: 'Ann Example',
  line1: '1 High Street',
  line2: null,
  city: 'London',
  region: null,
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
  phoneNumber: null,
  isDefault: false,
};

describe('country rules', () => {
  it('accepts every country’s own example postcode', () => {
    for (const [code, rule] of Object.entries(COUNTRIES)) {
      expect(rule.postcode.test(rule.postcodeExample), code).toBe(true);
    }
  });

  it('delivers to the same fourteen countries the shipping zones name', () => {
    expect(Object.keys(COUNTRIES)).toEqual([
      'GB',
      'IE',
      'US',
      'DE',
      'FR',
      'ES',
      'IT',
      'FI',
      'SE',
      'DK',
      'NO',
      'NL',
      'PL',
      'PT',
    ]);
  });

  it('falls back to the GB rule and country for a code we do not deliver to', () => {
    expect(ruleOf('ZZ')).toBe(COUNTRIES.GB);
    expect(deliverableCountry('ZZ')).toBe('GB');
    expect(deliverableCountry('SE')).toBe('SE');
  });

  it('suggests the country of the interface language', () => {
    expect(defaultCountry('de-de')).toBe('DE');
    expect(defaultCountry('en-us')).toBe('US');
    expect(defaultCountry('en')).toBe('GB');
    expect(defaultCountry('en-gb')).toBe('GB');
  });
});

describe('addressProblems', () => {
  it('finds nothing wrong with a complete address', () => {
    expect(addressProblems(valid)).toEqual([]);
  });

  it('names the missing lines and a postcode of the wrong shape', () => {
    expect(addressProblems({ ...valid, fullName: '', line1: '', city: '', postcode: '12345' })).toEqual([
      'fullName',
      'line1',
      'city',
      'postcode',
    ]);
  });

  it('wants a state in the US, and a ZIP code', () => {
    const us = { ...valid, countryCode: 'US', postcode: '94105' };
    expect(addressProblems(us)).toEqual(['region']);
    expect(addressProblems({ ...us, region: 'CA' })).toEqual([]);
    expect(addressProblems({ ...us, region: 'CA', postcode: 'SW1A 1AA' })).toEqual(['postcode']);
  });

  it('checks a phone number only when one is given', () => {
    expect(addressProblems({ ...valid, phoneNumber: 'call me maybe' })).toEqual(['phoneNumber']);
    expect(addressProblems({ ...valid, phoneNumber: '+44 20 7946 0000' })).toEqual([]);
  });
});

describe('readAddress', () => {
  it('trims the inputs and keeps empty optional lines as null', () => {
    const form = new FormData();
    form.set('fullName', '  Ann Example ');
    form.set('line1', '1 High Street');
    form.set('line2', '   ');
    form.set('city', 'London');
    form.set('postcode', ' sw1a1aa ');
    form.set('phoneNumber', '');
    form.set('isDefault', 'on');
    expect(readAddress(form, 'GB')).toEqual({
      ...valid,
      postcode: 'sw1a1aa',
      isDefault: true,
    });
  });
});

describe('placeServerError', () => {
  it('puts a refused input next to that input', () => {
    expect(placeServerError('body.postcode')).toEqual({ field: 'postcode' });
    expect(placeServerError('region')).toEqual({ field: 'region' });
  });

  it('puts a refused country or default flag in the form’s alert, anything else as a generic alert', () => {
    expect(placeServerError('body.countryCode')).toEqual({ other: 'countryCode' });
    expect(placeServerError('body.isDefault')).toEqual({ other: 'isDefault' });
    expect(placeServerError('body.uuid')).toBeNull();
    expect(placeServerError(undefined)).toBeNull();
  });
});
