import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

export const VOUCHER_KINDS = ['percentage', 'fixed', 'free_shipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** Amounts per currency, in minor units (fixed discounts and minimum spends). */
export type MinorByCurrency = Partial<Record<string, number>>;

export const vouchers = pgTable('vouchers', {
  /** Stored upper-case; codes are matched without regard to case. */
  code: text('code').primaryKey(),
  kind: text('kind', { enum: VOUCHER_KINDS }).notNull(),
  /** Whole per cent off the items, for percentage vouchers. */
  percentOff: integer('percent_off'),
  amountOff: jsonb('amount_off').$type<MinorByCurrency>(),
  minimumSpend: jsonb('minimum_spend').$type<MinorByCurrency>(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().default(sql`now()`),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Listed on /promotions. */
  isPublic: boolean('is_public').notNull().default(false),
  /** Each customer may use it once. */
  oncePerCustomer: boolean('once_per_customer').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
export type VoucherRow = typeof vouchers.$inferSelect;

/** Who used which voucher on which (paid) order. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    code: text('code').notNull(),
    /** RESTRICT: a redemption belongs to a paid order and outlives its user. */
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'restrict' }),
    orderId: uuid('order_id').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.code, t.userUuid, t.orderId] })],
);
