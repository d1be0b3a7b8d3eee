import { describe, expect, it } from 'vitest';
import { paymentFailureOf } from './payment-failure';

const payment = (over: Record<string, unknown>) =>
  ({
    id: 'p',
    method: 'card',
    status: 'declined',
    amountMinor: 100,
    currency: 'GBP',
    cardBrand: 'visa',
    cardLast4: '0002',
    reference: null,
    declineMessage: 'The card was declined.',
    declineCode: 'card_declined',
    createdAt: '2026-01-01T00:00:00Z',
    ...over,
  }) as never;

describe('paymentFailureOf', () => {
  it("names the last attempt's reason and card", () => {
    expect(paymentFailureOf({ payments: [payment({})] })).toEqual({ reason: 'card_declined', last4: '0002' });
    expect(paymentFailureOf({ payments: [payment({ declineCode: 'insufficient_funds' })] })?.reason).toBe(
      'insufficient_funds',
    );
  });

  it('words an unknown code or a gateway that did not answer as "other", a wallet with no card', () => {
    expect(paymentFailureOf({ payments: [payment({ status: 'failed', declineCode: null })] })?.reason).toBe(
      'other',
    );
    expect(
      paymentFailureOf({ payments: [payment({ method: 'wallet', cardLast4: null })] })?.last4,
    ).toBeNull();
  });

  it('is null when the last attempt did not fail', () => {
    expect(paymentFailureOf({ payments: [payment({}), payment({ status: 'succeeded' })] })).toBeNull();
    expect(paymentFailureOf({ payments: [] })).toBeNull();
  });
});
