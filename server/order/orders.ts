import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { changeWindow } from './change-window';
import { type PaymentRow, payments } from '../payment/schema';
import {
  type OrderItemRow,
  orderItems,
  type OrderRow,
  type OrderStatus,
  orders,
  type StatusEntry,
} from './schema';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newReference = () =>
  `BND-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export const withStatus = (history: StatusEntry[], status: OrderStatus, at = new Date()): StatusEntry[] => [
  ...history,
  { status, at: at.toISOString() },
];

/** Another customer's order is as absent as a missing one (404): ids reveal nothing. */
export async function findOwnedOrder(db: Db, userUuid: string, id: string): Promise<OrderRow> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userUuid, userUuid)));
  if (!rows[0]) throw notFound('The order');
  return rows[0];
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  return rows[0] ?? null;
}

export const itemsOf = (db: Db, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as OrderItemRow[])
    : db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));

export const paymentsOf = (db: Db, orderId: string) =>
  db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));

export const listOrders = (db: Db, userUuid: string) =>
  db.select().from(orders).where(eq(orders.userUuid, userUuid)).orderBy(desc(orders.placedAt));

function paymentJson(p: PaymentRow) {
  return {
    id: p.id,
    method: p.method,
    status: p.status,
    amountMinor: p.amountMinor,
    currency: p.currency,
    cardBrand: p.cardBrand,
    cardLast4: p.cardLast4,
    reference: p.reference,
    actionUrl: p.status === 'requires_action' ? p.actionUrl : null,
    declineCode: p.declineCode,
    declineMessage: p.declineMessage,
    createdAt: p.createdAt.toISOString(),
  };
}

function itemJson(i: OrderItemRow) {
  return {
    id: i.id,
    printId: i.printId,
    productCode: i.productCode,
    title: i.title,
    pageCount: i.pageCount,
    quantity: i.quantity,
    unitPriceMinor: i.unitPriceMinor,
    lineTotalMinor: i.lineTotalMinor,
    coverPhotoId: i.coverPhotoId,
    printFileReady: i.pdfPath !== null,
    printFileBytes: i.pdfBytes,
  };
}

/** The order's life at the printer: each status with its date, tracking, a rejection's reason. */
export function fulfilmentJson(o: OrderRow) {
  return {
    partner: o.partner,
    status: o.partnerStatus,
    statusAt: o.partnerStatusAt?.toISOString() ?? null,
    history: o.partnerHistory,
    trackingId: o.trackingId,
    trackingUrl: o.trackingUrl,
    rejectionReason: o.rejectionReason,
  };
}

export function orderSummaryJson(o: OrderRow, items: OrderItemRow[]) {
  return {
    id: o.id,
    reference: o.reference,
    status: o.status,
    currency: o.currency,
    totals: o.totals,
    placedAt: o.placedAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    /** Where the order is at the printer (print-partner/statuses.ts), and its parcel's link once shipped. */
    partnerStatus: o.partnerStatus,
    trackingUrl: o.trackingUrl,
    title: items[0]?.title ?? '',
    coverPhotoId: items[0]?.coverPhotoId ?? null,
  };
}

export function orderJson(
  o: OrderRow,
  items: OrderItemRow[],
  pays: PaymentRow[],
  windowMinutes: number,
  now = new Date(),
) {
  const window = changeWindow(o, windowMinutes, now);
  return {
    ...orderSummaryJson(o, items),
    /** SPEC §3's transaction fields, for conversion tracking. */
    transaction_reference: o.reference,
    billing_currency: o.currency,
    basket_value_in_billing_currency_decimal: o.totals.totalMinor / 100,
    voucher_codes: o.voucherCodes,
    history: o.history,
    /** Where the confirmation went (the account's address, or the one a guest gave). */
    email: o.email,
    voucherCodes: o.voucherCodes,
    deliveryAddress: o.deliveryAddress,
    billingAddress: o.billingAddress,
    shippingMethod: o.shippingMethod,
    estimatedDelivery: o.estimatedDelivery,
    late: o.lateAt ? { at: o.lateAt.toISOString(), shippingRefundMinor: o.shippingRefundMinor ?? 0 } : null,
    items: items.map(itemJson),
    fulfilment: fulfilmentJson(o),
    payments: pays.map(paymentJson),
    canChange: window.mode !== 'closed',
    /** held: ours alone until changeClosesAt · partner: a change is asked of the printer · null: closed. */
    changeMode: window.mode === 'closed' ? null : window.mode,
    changeClosesAt: window.mode === 'held' && window.closesAt ? window.closesAt.toISOString() : null,
    cannotChangeReason: window.mode === 'closed' ? window.reason : null,
    /** When the window closed and the order went to the printer. */
    handedOffAt: o.handedOffAt?.toISOString() ?? null,
    /** The printer's answer to the last change or cancel asked after the window. */
    changeOutcome: o.changeOutcome ?? null,
  };
}
