import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AcceptedFindings, PostalAddress } from '../basket/schema';
import { documentColumn } from '../db/document-column';
import { users } from '../user/schema';

/**
 * placed: created, waiting for payment · payment_failed: declined or abandoned, can be retried ·
 * paid: held for the change window, then with the printer (handedOffAt) · in_production: the
 * printer says it is printing · shipped · delivered · cancelling: the customer asked to cancel an
 * order the printer has, and the printer has not confirmed yet (no refund until it does) ·
 * cancelled.
 */
export const ORDER_STATUSES = [
  'placed',
  'payment_failed',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelling',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface StatusEntry {
  status: OrderStatus;
  at: string;
}

/** One step of the order at the print partner: our status, when, and the partner's own word for it. */
export interface PartnerStatusEntry {
  status: string;
  at: string;
  partnerStatus: string;
  detail?: string;
}

/**
 * The outcome of the customer's last change or cancel that went to the printer (after the change
 * window): pending while we wait for the printer, then accepted or refused with its reason.
 */
export interface ChangeOutcome {
  kind: 'address' | 'layout' | 'cancel';
  outcome: 'pending' | 'accepted' | 'refused';
  reason: string | null;
  at: string;
}

export interface OrderTotals {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  creditMinor: number;
  totalMinor: number;
  vatMinor: number;
  vatRate: number;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The customer-facing transaction reference, e.g. BND-7K2M9QXD. */
    reference: text('reference').notNull().unique(),
    /** RESTRICT: an order outlives its user (a guest merge moves it, an account deletion anonymises). */
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    history: jsonb('history').$type<StatusEntry[]>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    totals: jsonb('totals').$type<OrderTotals>().notNull(),
    vatRate: real('vat_rate').notNull(),
    voucherCodes: jsonb('voucher_codes').$type<string[]>().notNull().default([]),
    /** The referral code a friend used, so its owner gets credit when this order is paid. */
    referralCode: text('referral_code'),
    deliveryAddress: jsonb('delivery_address').$type<PostalAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<PostalAddress>(),
    shippingMethod: text('shipping_method').notNull(),
    /** The dates promised at payment (server/shipping/arrival.ts): the partner's, or our fallback's. */
    estimatedDelivery: jsonb('estimated_delivery')
      .$type<{ earliest: string; latest: string; estimate?: 'partner' | 'fallback' }>()
      .notNull(),
    email: text('email'),
    locale: text('locale').notNull().default('en'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().default(sql`now()`),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The print partner that has (or will have) the order; null before its print files are made. */
    partner: text('partner'),
    /** The partner's own id for the order (a print job id, a folder). */
    partnerReference: text('partner_reference'),
    /** Sent with every submission of this order, so a retried one never makes a second print job. */
    partnerKey: text('partner_key'),
    /** What the partner is sent (server/print-partner/partner.ts), kept for retries and resends. */
    partnerManifest: jsonb('partner_manifest').$type<Record<string, unknown>>(),
    /** Our name for the partner's last status (server/print-partner/statuses.ts), and its history. */
    partnerStatus: text('partner_status'),
    partnerHistory: jsonb('partner_history').$type<PartnerStatusEntry[]>().notNull().default([]),
    partnerStatusAt: timestamp('partner_status_at', { withTimezone: true }),
    trackingId: text('tracking_id'),
    trackingUrl: text('tracking_url'),
    /**
     * When the change window closed and the order was handed to the printer (order/change-window.ts):
     * before it a change or cancel is ours alone; after it, it is asked of the printer.
     */
    handedOffAt: timestamp('handed_off_at', { withTimezone: true }),
    changeOutcome: jsonb('change_outcome').$type<ChangeOutcome>(),
    /** Why the partner refused the order (its words), while it is rejected. */
    rejectionReason: text('rejection_reason'),
    /** When the late rule found the order past its promise (server/order/late.ts); null while on time. */
    lateAt: timestamp('late_at', { withTimezone: true }),
    /** The shipping given back for a missed promise, minor units; null when none was. */
    shippingRefundMinor: integer('shipping_refund_minor'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('orders_user_idx').on(t.userUuid, t.placedAt),
    index('orders_partner_status_idx').on(t.partnerStatus, t.partnerStatusAt),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** An order line keeps a copy of the document as ordered, so later edits to the print change nothing. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    printId: uuid('print_id').notNull(),
    productCode: text('product_code').notNull(),
    title: text('title').notNull(),
    pageCount: integer('page_count').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
    /** Migrated to the current version and validated on every read (server/db/document-column.ts). */
    document: documentColumn('document').notNull(),
    coverPhotoId: text('cover_photo_id'),
    /** The design's revision the order copied, checked at the order step (issue 53). */
    printRevision: integer('print_revision'),
    /** The print-check warnings the customer ordered anyway, with the revision they were told of. */
    acceptedFindings: jsonb('accepted_findings').$type<AcceptedFindings>(),
    /** The print-ready PDF, relative to DATA_DIR, once the print job has made it. */
    pdfPath: text('pdf_path'),
    pdfBytes: integer('pdf_bytes'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);
export type OrderItemRow = typeof orderItems.$inferSelect;
