import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from '../db/schema';
import { prints } from '../print/schema';
import { users } from '../user/schema';

/** A delivery or billing address as the order keeps it: a copy, so later address-book edits never move an order. */
export interface PostalAddress {
  fullName: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postcode: string;
  countryCode: string;
  phoneNumber: string | null;
}

/** What the customer said yes to at the order step: these print-check warnings, on this revision. */
export interface AcceptedFindings {
  revision: number;
  codes: string[];
  at: string;
}

/** One basket per user (or guest): what the checkout has chosen so far. */
export const baskets = pgTable('baskets', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  voucherCodes: jsonb('voucher_codes').$type<string[]>().notNull().default([]),
  deliveryAddress: jsonb('delivery_address').$type<PostalAddress>(),
  billingAddress: jsonb('billing_address').$type<PostalAddress>(),
  shippingMethod: text('shipping_method'),
  /** The delivery country the customer chose before (or without) an address (issue 53). */
  deliveryCountry: text('delivery_country'),
  /**
   * The unpaid order this basket's last payment attempt made (issue 53): a declined card keeps the
   * basket, and the next attempt pays this same order, under its reference, until one succeeds.
   */
  pendingOrderId: uuid('pending_order_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
export type BasketRow = typeof baskets.$inferSelect;

/** A line: a print in a product (the print's own product or an upgrade of it), and how many. */
export const basketItems = pgTable(
  'basket_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    printId: uuid('print_id')
      .notNull()
      .references(() => prints.id, { onDelete: 'cascade' }),
    productCode: text('product_code')
      .notNull()
      .references(() => products.code),
    quantity: integer('quantity').notNull(),
    /** The design's revision its print checks were run on when it was added (issue 53). */
    checkedRevision: integer('checked_revision'),
    /** The customer's "order anyway" to that check's warnings (their codes), at that revision. */
    acceptedFindings: jsonb('accepted_findings').$type<AcceptedFindings>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('basket_items_user_idx').on(t.userUuid),
    unique('basket_items_line_unique').on(t.userUuid, t.printId, t.productCode),
  ],
);
export type BasketItemRow = typeof basketItems.$inferSelect;
