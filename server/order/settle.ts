import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { jobQueue } from '../jobs/queue';
import { log } from '../lib/log';
import type { ChargeOutcome } from '../payment/gateway';
import { refundPayment } from '../payment/refunds';
import { type PaymentRow, payments } from '../payment/schema';
import { creditReferrer, referrerOf, spendCredit } from '../referral/referrals';
import { users } from '../user/schema';
import { recordRedemptions } from '../voucher/vouchers';
import { JOB_LATE_CHECK, lateCheckAt } from './late';
import { findOrder, withStatus } from './orders';
import { releasePaidBasket } from './pending-order';
import { type OrderRow, orders } from './schema';

export const JOB_PRINT_FILES = 'order.print-files';
export const JOB_CONFIRMATION_MAIL = 'order.confirmation-mail';
export const JOB_START_PRODUCTION = 'order.start-production';

/**
 * Records what the gateway said about a payment, and moves the order on: paid (vouchers and
 * credit spent, the referrer credited, print files and the confirmation e-mail queued, the hand-off
 * to the printer queued for the close of the change window) or payment_failed.
 */
export async function applyOutcome(
  database: Database,
  config: Config,
  paymentId: string,
  outcome: ChargeOutcome,
): Promise<void> {
  const db = database.db;
  const set =
    outcome.status === 'succeeded'
      ? { status: 'succeeded' as const, reference: outcome.reference, actionUrl: null }
      : outcome.status === 'declined'
        ? {
            status: 'declined' as const,
            reference: outcome.reference,
            declineCode: outcome.declineCode,
            declineMessage: outcome.message,
            actionUrl: null,
          }
        : { status: 'requires_action' as const, reference: outcome.reference, actionUrl: outcome.actionUrl };
  let [payment] = await db
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['processing', 'requires_action'])))
    .returning();
  if (!payment && outcome.status === 'succeeded') {
    // An attempt we had given up on (replaced by a newer one) was approved at the gateway after
    // all: that is money taken, so it is recorded, and refunded below unless the order needs it.
    [payment] = await db
      .update(payments)
      .set({ ...set, declineCode: null, declineMessage: null, updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'failed')))
      .returning();
  }
  if (!payment) return;
  const order = await findOrder(db, payment.orderId);
  if (!order) return;
  if (outcome.status === 'succeeded' && !(await markPaid(database, config, order))) {
    await refundUnneeded(db, payment, order.id);
  }
  if (outcome.status === 'declined' && order.status === 'placed') {
    await db
      .update(orders)
      .set({
        status: 'payment_failed',
        history: withStatus(order.history, 'payment_failed'),
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'placed')));
  }
}

/**
 * A payment that succeeded for an order that can no longer take it: the order was cancelled while
 * the customer was on the 3-D Secure (or wallet) page, or another payment paid it meanwhile. The
 * decision (README, "Commerce: basket, checkout, payments, orders"): the money goes straight back,
 * in full, and the payment says why; the order stays as it is. We cannot refuse an approval the
 * customer's bank already gave, and a charge on a cancelled order must never stay.
 */
async function refundUnneeded(db: Db, payment: PaymentRow, orderId: string): Promise<void> {
  const [now] = await db.select().from(orders).where(eq(orders.id, orderId));
  const cancelled = now?.status === 'cancelled';
  await refundPayment(db, payment, {
    code: cancelled ? 'order_cancelled' : 'order_already_paid',
    message: cancelled
      ? 'Refunded in full: the order was cancelled before this payment was approved.'
      : 'Refunded in full: the order had already been paid by another payment.',
  });
  log.warn('late payment refunded', { paymentId: payment.id, orderId, orderStatus: now?.status });
}

/** Marks the order paid; false when it was no longer waiting for payment (cancelled, paid already...). */
async function markPaid(database: Database, config: Config, order: OrderRow): Promise<boolean> {
  const db = database.db;
  const now = new Date();
  const paid = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: now,
        history: withStatus(order.history, 'paid', now),
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), inArray(orders.status, ['placed', 'payment_failed'])))
      .returning();
    if (!row) return null;
    const t = tx as unknown as Db;
    // Only now does the basket let go of what was paid for (a declined card kept it).
    await releasePaidBasket(t, row);
    await recordRedemptions(
      t,
      row.voucherCodes.filter((c) => c !== row.referralCode),
      row.userUuid,
      row.id,
    );
    await spendCredit(t, row.userUuid, row.currency, row.totals.creditMinor, row.id);
    if (row.referralCode) {
      const referrer = await referrerOf(t, row.referralCode);
      const [owner] = referrer ? await tx.select().from(users).where(eq(users.uuid, referrer)) : [];
      if (owner) await creditReferrer(t, owner.uuid, owner.currencyCode, row.id);
    }
    return row;
  });
  if (!paid) return false;
  const queue = jobQueue(database, config);
  await queue.enqueue(JOB_PRINT_FILES, { orderId: paid.id });
  await queue.enqueue(JOB_CONFIRMATION_MAIL, { orderId: paid.id });
  await queue.enqueue(
    JOB_START_PRODUCTION,
    { orderId: paid.id },
    { runAt: new Date(now.getTime() + config.ORDER_CANCEL_WINDOW_MINUTES * 60_000) },
  );
  // The delivery promise is checked when it runs out (issue 53, server/order/late.ts).
  await queue.enqueue(JOB_LATE_CHECK, { orderId: paid.id }, { runAt: lateCheckAt(paid) });
  log.info('order paid', { orderId: paid.id, reference: paid.reference });
  return true;
}
