import { describe, expect, it } from 'vitest';
import { checkVoucher, type VoucherTerms, voucherDiscount } from './evaluate';

const now = new Date('2026-11-21T12:00:00Z');
const terms = (over: Partial<VoucherTerms>): VoucherTerms => ({
  code: 'TEST',
  kind: 'percentage',
  percentOff: 10,
  amountOff: null,
  minimumSpend: null,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: null,
  ...over,
});
const ctx = { currency: 'GBP', subtotalMinor: 3000, now, usedBefore: false };

describe('checkVoucher', () => {
  it('accepts a live voucher', () => {
    expect(checkVoucher(terms({}), ctx)).toEqual({ ok: true });
  });

  it('says when an expired voucher expired', () => {
    const check = checkVoucher(terms({ expiresAt: new Date('2026-09-01T00:00:00Z') }), ctx);
    expect(check).toEqual({
      ok: false,
      reason: 'expired',
      message: 'The voucher TEST expired on 2026-09-01.',
    });
  });

  it('names the minimum spend in the basket currency', () => {
    const check = checkVoucher(terms({ minimumSpend: { GBP: 4000 } }), ctx);
    expect(check).toMatchObject({
      ok: false,
      reason: 'minimum_spend',
      message: expect.stringContaining('£40.00'),
    });
  });

  it('refuses a fixed voucher without an amount in the currency, and a used one', () => {
    expect(checkVoucher(terms({ kind: 'fixed', amountOff: { EUR: 500 } }), ctx)).toMatchObject({
      reason: 'currency',
    });
    expect(checkVoucher(terms({}), { ...ctx, usedBefore: true })).toMatchObject({ reason: 'used' });
  });
});

describe('voucherDiscount', () => {
  it('takes a percentage or a fixed amount, never more than the items', () => {
    expect(voucherDiscount(terms({ percentOff: 15 }), 3000, 'GBP')).toBe(450);
    expect(voucherDiscount(terms({ kind: 'fixed', amountOff: { GBP: 500 } }), 300, 'GBP')).toBe(300);
    expect(voucherDiscount(terms({ kind: 'free_shipping' }), 3000, 'GBP')).toBe(0);
  });
});
