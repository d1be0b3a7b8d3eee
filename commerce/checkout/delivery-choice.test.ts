import { describe, expect, it } from 'vitest';
import type { BookAddress } from '../api/types';
import { preferredAddress } from './delivery-choice';

const address = (uuid: string, line1: string, isDefault = false): BookAddress => ({
  uuid,
  isDefault,
  fullName: 'Ana Silva',
  line1,
  line2: null,
  city: 'Leeds',
  region: null,
  postcode: 'LS1 1AA',
  countryCode: 'GB',
  phoneNumber: null,
});

describe('preferredAddress', () => {
  const book = [address('a', '1 High Street'), address('b', '2 Low Road', true), address('c', '3 Mill Lane')];

  it("picks the basket's own delivery address from the book", () => {
    expect(preferredAddress(book, { ...address('x', '3 Mill Lane'), phoneNumber: '0113' })).toBe('c');
  });

  it('falls back to the default address, then to the first', () => {
    expect(preferredAddress(book, null)).toBe('b');
    expect(preferredAddress(book, address('x', '9 Elsewhere'))).toBe('b');
    expect(preferredAddress([book[0]!, book[2]!], null)).toBe('a');
  });

  it('picks nothing from an empty book', () => {
    expect(preferredAddress([], null)).toBeUndefined();
  });
});
