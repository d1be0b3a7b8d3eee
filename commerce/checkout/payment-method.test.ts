import { describe, expect, it } from 'vitest';
import { cardPayment, currentMethod, isPlatformFailure } from './payment-method';

describe('currentMethod', () => {
  it("keeps the customer's pick", () => {
    expect(currentMethod({ kind: 'wallet' }, [{ id: 'c1' }])).toEqual({ kind: 'wallet' });
  });

  it('starts on the first saved card, or a new card when there is none', () => {
    expect(currentMethod(null, [{ id: 'c1' }, { id: 'c2' }])).toEqual({ kind: 'saved', id: 'c1' });
    expect(currentMethod(null, [])).toEqual({ kind: 'new' });
  });
});

describe('cardPayment', () => {
  it('pays with a saved card by its id and a new card by its token', () => {
    expect(cardPayment({ kind: 'saved', id: 'c1', brand: 'visa', last4: '4242' })).toEqual({ cardId: 'c1' });
    const token = { token: 'tok_1', brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 };
    expect(cardPayment({ kind: 'new', save: true, ...token })).toEqual({ token: 'tok_1', save: true });
  });
});

describe('isPlatformFailure', () => {
  it('blames the platform for no answer or a server error, not for a refusal', () => {
    expect(isPlatformFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isPlatformFailure(Object.assign(new Error('down'), { status: 503 }))).toBe(true);
    expect(isPlatformFailure(Object.assign(new Error('declined'), { status: 402 }))).toBe(false);
  });
});
