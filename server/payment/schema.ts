import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

/** A saved card: only what the gateway tells us (brand, last four, expiry) and its token. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('saved_cards_user_idx').on(t.userUuid)],
);
export type SavedCardRow = typeof savedCards.$inferSelect;

export const PAYMENT_STATUSES = [
  'processing',
  'requires_action',
  'succeeded',
  'declined',
  'failed',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One attempt to pay for an order. The idempotency key is unique: a second request with the same
 * key (a double-clicked Pay) finds this row instead of charging again.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** RESTRICT: a payment is never deleted with its user. */
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'restrict' }),
    orderId: uuid('order_id').notNull(),
    gateway: text('gateway').notNull(),
    method: text('method', { enum: ['card', 'wallet'] }).notNull(),
    /** The gateway's reference for the charge, once it has one. */
    reference: text('reference'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    cardBrand: text('card_brand'),
    cardLast4: char('card_last4', { length: 4 }),
    actionUrl: text('action_url'),
    declineCode: text('decline_code'),
    declineMessage: text('decline_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('payments_order_idx').on(t.orderId), index('payments_reference_idx').on(t.reference)],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The sandbox gateway's own records, standing in for a real gateway's systems. Even here the card
 * number is never kept: tokenising decides the test behaviour and keeps brand, last four and expiry.
 */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  behaviour: text('behaviour', { enum: ['succeed', 'decline', 'challenge', 'insufficient_funds'] }).notNull(),
  brand: text('brand').notNull(),
  last4: char('last4', { length: 4 }).notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const sandboxCharges = pgTable('sandbox_charges', {
  reference: text('reference').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind', { enum: ['card', 'wallet'] }).notNull(),
  token: text('token'),
  amountMinor: integer('amount_minor').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  status: text('status', { enum: ['succeeded', 'declined', 'requires_action', 'refunded'] }).notNull(),
  declineCode: text('decline_code'),
  /** Given back of a succeeded charge in part (a missed delivery promise's shipping), minor units. */
  refundedMinor: integer('refunded_minor').notNull().default(0),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
