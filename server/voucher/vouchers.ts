import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { VoucherTerms } from './evaluate';
import { type VoucherRow, voucherRedemptions, vouchers } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The house vouchers, inserted once per database (existing codes are left alone, so an operator's
 * changes stick). Rolling expiries start from the first start, so /promotions always has a countdown.
 */
function houseVouchers(now: Date): (typeof vouchers.$inferInsert)[] {
  return [
    { code: 'WELCOME10', kind: 'percentage', percentOff: 10, isPublic: true },
    {
      code: 'SAVE5',
      kind: 'fixed',
      amountOff: { GBP: 500, EUR: 600, USD: 700, DKK: 4500, NOK: 6500, SEK: 6500, PLN: 2500 },
      minimumSpend: { GBP: 2000, EUR: 2400, USD: 2800, DKK: 18000, NOK: 26000, SEK: 26000, PLN: 10000 },
      expiresAt: new Date(now.getTime() + 14 * DAY_MS),
      isPublic: true,
    },
    {
      code: 'FREESHIP',
      kind: 'free_shipping',
      minimumSpend: { GBP: 1500, EUR: 1800, USD: 2000, DKK: 13500, NOK: 19500, SEK: 19500, PLN: 7500 },
      expiresAt: new Date(now.getTime() + 7 * DAY_MS),
      isPublic: true,
      oncePerCustomer: false,
    },
    { code: 'SUMMER25', kind: 'percentage', percentOff: 25, expiresAt: new Date('2026-09-01T00:00:00Z') },
  ];
}

const seeded = new WeakMap<Db, Promise<void>>();

export function ensureHouseVouchers(db: Db): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = db
      .insert(vouchers)
      .values(houseVouchers(new Date()))
      .onConflictDoNothing()
      .then(() => undefined);
    seeded.set(db, done);
  }
  return done;
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();

export async function findVoucher(db: Db, code: string): Promise<VoucherRow | null> {
  await ensureHouseVouchers(db);
  const rows = await db
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseCode(code)));
  return rows[0] ?? null;
}

export const termsOf = (v: VoucherRow): VoucherTerms => ({
  code: v.code,
  kind: v.kind,
  percentOff: v.percentOff,
  amountOff: v.amountOff,
  minimumSpend: v.minimumSpend,
  startsAt: v.startsAt,
  expiresAt: v.expiresAt,
});

export async function usedBefore(db: Db, v: VoucherRow, userUuid: string): Promise<boolean> {
  if (!v.oncePerCustomer) return false;
  const rows = await db
    .select({ code: voucherRedemptions.code })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.code, v.code), eq(voucherRedemptions.userUuid, userUuid)))
    .limit(1);
  return rows.length > 0;
}

/** Public vouchers that are live now, soonest expiry first. */
export async function currentPromotions(db: Db, now: Date): Promise<VoucherRow[]> {
  await ensureHouseVouchers(db);
  return db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.isPublic, true),
        sql`${vouchers.startsAt} <= ${now.toISOString()}`,
        or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now)),
      ),
    )
    .orderBy(sql`${vouchers.expiresAt} asc nulls last`);
}

export async function recordRedemptions(db: Db, codes: string[], userUuid: string, orderId: string) {
  if (codes.length === 0) return;
  await db
    .insert(voucherRedemptions)
    .values(codes.map((code) => ({ code, userUuid, orderId })))
    .onConflictDoNothing();
}
