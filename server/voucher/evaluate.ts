import type { VoucherKind } from './schema';

/** What pricing needs to know about a voucher (a catalogue voucher or a friend's referral code). */
export interface VoucherTerms {
  code: string;
  kind: VoucherKind;
  percentOff: number | null;
  amountOff: Partial<Record<string, number>> | null;
  minimumSpend: Partial<Record<string, number>> | null;
  startsAt: Date;
  expiresAt: Date | null;
}

export type VoucherProblem = 'expired' | 'not_started' | 'minimum_spend' | 'used' | 'currency' | 'stacking';

export type VoucherCheck = { ok: true } | { ok: false; reason: VoucherProblem; message: string };

export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Whether a voucher applies to a basket now; the message says why not in plain words. */
export function checkVoucher(
  v: VoucherTerms,
  ctx: { currency: string; subtotalMinor: number; now: Date; usedBefore: boolean },
): VoucherCheck {
  if (v.expiresAt && v.expiresAt.getTime() <= ctx.now.getTime()) {
    return { ok: false, reason: 'expired', message: `The voucher ${v.code} expired on ${day(v.expiresAt)}.` };
  }
  if (v.startsAt.getTime() > ctx.now.getTime()) {
    return {
      ok: false,
      reason: 'not_started',
      message: `The voucher ${v.code} can be used from ${day(v.startsAt)}.`,
    };
  }
  if (ctx.usedBefore) {
    return { ok: false, reason: 'used', message: `You have already used the voucher ${v.code}.` };
  }
  if (v.kind === 'fixed' && v.amountOff?.[ctx.currency] === undefined) {
    return {
      ok: false,
      reason: 'currency',
      message: `The voucher ${v.code} cannot be used with prices in ${ctx.currency}.`,
    };
  }
  const minimum = v.minimumSpend?.[ctx.currency];
  if (minimum !== undefined && ctx.subtotalMinor < minimum) {
    return {
      ok: false,
      reason: 'minimum_spend',
      message: `The voucher ${v.code} needs a basket of at least ${formatMoney(minimum, ctx.currency)}.`,
    };
  }
  return { ok: true };
}

/** The discount a (valid) voucher gives on the items; never more than the items cost. */
export function voucherDiscount(v: VoucherTerms, subtotalMinor: number, currency: string): number {
  if (v.kind === 'percentage')
    return Math.min(subtotalMinor, Math.round((subtotalMinor * (v.percentOff ?? 0)) / 100));
  if (v.kind === 'fixed') return Math.min(subtotalMinor, v.amountOff?.[currency] ?? 0);
  return 0;
}

/**
 * Stacking: one discount voucher (percentage, fixed or a friend's referral code) and one
 * free-shipping voucher may be used together; a second of the same sort is refused.
 */
export const stackGroup = (kind: VoucherKind) => (kind === 'free_shipping' ? 'shipping' : 'discount');
