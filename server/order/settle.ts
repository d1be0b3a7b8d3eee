import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { jobQueue } from '../jobs/queue';
import { log } from '../lib/log';
import type { ChargeOutcome } from '../payment/gateway';
import { payments } from '../payment/schema';
import { creditReferrer, referrerOf, spendCredit } from '../referral/referrals';
import { users } from '../user/schema';
import { recordRedemptions } from '../voucher/vouchers';
import { findOrder, withStatus } from './orders';
import { type OrderRow, orders } from './schema';

export const JOB_PRINT_FILES = 'order.print-files';
export const JOB_CONFIRMATION_MAIL = 'order.confirmation-mail';
export const JOB_START_PRODUCTION = 'order.start-production';

/**
 * Records what the gateway said about a payment, and moves the order on: paid (vouchers and
 * credit spent, the referrer credited, print files and the confirmation e-mail queued, production
 * scheduled after the cancellation window) or payment_failed.
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
  const [payment] = await db
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['processing', 'requires_action'])))
    .returning();
  if (!payment) return;
  const order = await findOrder(db, payment.orderId);
  if (!order) return;
  if (outcome.status === 'succeeded') await markPaid(database, config, order);
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

async function markPaid(database: Database, config: Config, order: OrderRow): Promise<void> {
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
  if (!paid) return;
  const queue = jobQueue(database, config);
  await queue.enqueue(JOB_PRINT_FILES, { orderId: paid.id });
  await queue.enqueue(JOB_CONFIRMATION_MAIL, { orderId: paid.id });
  await queue.enqueue(
    JOB_START_PRODUCTION,
    { orderId: paid.id },
    { runAt: new Date(now.getTime() + config.ORDER_CANCEL_WINDOW_MINUTES * 60_000) },
  );
  log.info('order paid', { orderId: paid.id, reference: paid.reference });
}
