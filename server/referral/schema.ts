import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

/** Each user's own referral code, made the first time they ask for it. */
export const referralCodes = pgTable('referral_codes', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * A ledger of referral credit: a positive row when a friend's first order is paid, a negative one
 * when credit is spent on an order. The balance is the sum per currency.
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** RESTRICT: money ledger rows are never deleted with their user. */
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'restrict' }),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    reason: text('reason', { enum: ['friend_order', 'spent'] }).notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('referral_credits_user_idx').on(t.userUuid)],
);
