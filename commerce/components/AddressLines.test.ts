import { describe, expect, it } from 'vitest';
import type { PostalAddress } from '../api/types';
import { addressText } from './AddressLines';

const address: PostalAddress = {
  fullName: 'Ana Silva',
  line1: '1 High Street',
  line2: null,
  city: 'Leeds',
  region: null,
  postcode: 'LS1 1AA',
  countryCode: 'GB',
  phoneNumber: null,
};

describe('addressText', () => {
  it('joins the parts the address has, the postcode before the city, the country last', () => {
    expect(addressText(address, 'United Kingdom')).toBe(
      'Ana Silva, 1 High Street, LS1 1AA Leeds, United Kingdom',
    );
  });

  it('keeps a second line and a region when there are', () => {
    expect(addressText({ ...address, line2: 'Flat 2', region: 'West Yorkshire' }, 'United Kingdom')).toBe(
      'Ana Silva, 1 High Street, Flat 2, LS1 1AA Leeds, West Yorkshire, United Kingdom',
    );
  });
});
