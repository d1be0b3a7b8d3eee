import { describe, expect, it } from 'vitest';
import { luhn, readCard } from './CardFields';

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

describe('readCard', () => {
  it('reads spaced numbers and MM/YY expiry dates', () => {
    const { card, errors } = readCard(
      form({ cardNumber: '4242 4242 4242 4242', cardExpiry: '08/29', cardCvc: '123' }),
    );
    expect(card).toEqual({ number: '4242424242424242', expMonth: 8, expYear: 2029, cvc: '123' });
    expect(errors).toEqual({});
  });

  it('reads an expiry typed on a numeric keypad, without a slash', () => {
    for (const cardExpiry of ['0830', '08/30', '8/30', '08 / 2030']) {
      const { card, errors } = readCard(
        form({ cardNumber: '4242 4242 4242 4242', cardExpiry, cardCvc: '123' }),
      );
      expect(errors, cardExpiry).toEqual({});
      expect([card.expMonth, card.expYear], cardExpiry).toEqual([8, 2030]);
    }
  });

  it('flags a wrong check digit, a malformed expiry and a short code', () => {
    expect(luhn('4242424242424241')).toBe(false);
    const { errors } = readCard(form({ cardNumber: '4242424242424241', cardExpiry: '2029', cardCvc: '1' }));
    expect(errors).toEqual({ number: true, expiry: true, cvc: true });
  });
});
