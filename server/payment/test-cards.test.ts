import { describe, expect, it } from 'vitest';
import { behaviourOf, brandOf, checkCard, luhnValid } from './test-cards';

describe('test cards', () => {
  const now = new Date('2026-11-21T00:00:00Z');

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('knows the brand and the behaviour of each test card', () => {
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(behaviourOf('4000000000003220')).toBe('challenge');
    expect(behaviourOf('4000000000000002')).toBe('decline');
    expect(behaviourOf('4111111111111111')).toBe('succeed');
  });

  it('refuses expired cards, bad numbers and bad security codes', () => {
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
    expect(checkCard(card, now)).toBeNull();
    expect(checkCard({ ...card, expMonth: 10, expYear: 2026 }, now)).toBe('expiry');
    expect(checkCard({ ...card, expMonth: 11, expYear: 26 }, now)).toBeNull();
    expect(checkCard({ ...card, number: '1234' }, now)).toBe('number');
    expect(checkCard({ ...card, cvc: '1' }, now)).toBe('cvc');
  });
});
