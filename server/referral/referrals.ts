import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { VoucherTerms } from '../voucher/evaluate';
import { referralCodes, referralCredits } from './schema';

/** A friend using someone's code gets this much off their first order. */
export const FRIEND_PERCENT_OFF = 15;
/** The referrer gets this credit, in their own currency, when the friend's first order is paid. */
export const REFERRER_CREDIT: Record<string, number> = {
  GBP: 500,
  EUR: 600,
  USD: 700,
  DKK: 4500,
  NOK: 6500,
  SEK: 6500,
  PLN: 2500,
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  `FRIEND-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export const isReferralCode = (code: string) => /^FRIEND-[A-Z0-9]{6}$/.test(code);

export async function referralCodeOf(db: Db, userUuid: string): Promise<string> {
  const existing = await db.select().from(referralCodes).where(eq(referralCodes.userUuid, userUuid));
  if (existing[0]) return existing[0].code;
  for (;;) {
    const [row] = await db
      .insert(referralCodes)
      .values({ userUuid, code: newCode() })
      .onConflictDoNothing()
      .returning();
    if (row) return row.code;
    const again = await db.select().from(referralCodes).where(eq(referralCodes.userUuid, userUuid));
    if (again[0]) return again[0].code;
  }
}

export async function referrerOf(db: Db, code: string): Promise<string | null> {
  const rows = await db.select().from(referralCodes).where(eq(referralCodes.code, code));
  return rows[0]?.userUuid ?? null;
}

/** A friend's referral code as voucher terms: a percentage off, no expiry. */
export const referralTerms = (code: string): VoucherTerms => ({
  code,
  kind: 'percentage',
  percentOff: FRIEND_PERCENT_OFF,
  amountOff: null,
  minimumSpend: null,
  startsAt: new Date(0),
  expiresAt: null,
});

export async function creditBalance(db: Db, userUuid: string, currency: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${referralCredits.amountMinor}), 0)` })
    .from(referralCredits)
    .where(and(eq(referralCredits.userUuid, userUuid), eq(referralCredits.currency, currency)));
  return Number(rows[0]?.total ?? 0);
}

export async function spendCredit(
  db: Db,
  userUuid: string,
  currency: string,
  amountMinor: number,
  orderId: string,
) {
  if (amountMinor <= 0) return;
  await db
    .insert(referralCredits)
    .values({ userUuid, currency, amountMinor: -amountMinor, reason: 'spent', orderId });
}

export async function creditReferrer(db: Db, referrerUuid: string, currency: string, orderId: string) {
  await db.insert(referralCredits).values({
    userUuid: referrerUuid,
    currency,
    amountMinor: REFERRER_CREDIT[currency] ?? REFERRER_CREDIT.GBP!,
    reason: 'friend_order',
    orderId,
  });
}
