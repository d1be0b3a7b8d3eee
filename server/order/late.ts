import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { log } from '../lib/log';
import { mailerFor } from '../mail/mailer';
import { sandboxGateway } from '../payment/sandbox';
import { payments } from '../payment/schema';
import { lateMail } from './late-mail';
import { promiseDeadline } from './promise-deadline';
import { type OrderRow, orders } from './schema';

export const JOB_LATE_CHECK = 'order.late-check';

/** Orders whose promise can still be missed: paid and on their way, not delivered or cancelled. */
const OPEN: OrderRow['status'][] = ['paid', 'in_production', 'shipped'];

/**
 * The late rule (docs/ARCHITECTURE.md "Delivery promises"): an order is late when it is not
 * delivered by the end of its latest promised day in the delivery country. A delivered order was
 * on time if its "delivered" step is dated before that moment.
 */
export function isLate(
  order: Pick<OrderRow, 'status' | 'history' | 'estimatedDelivery' | 'deliveryAddress'>,
  now: Date,
) {
  const deadline = promiseDeadline(order.estimatedDelivery.latest, order.deliveryAddress.countryCode);
  if (now < deadline) return false;
  if (order.status === 'delivered') {
    const at = order.history.findLast((h) => h.status === 'delivered')?.at;
    return at !== undefined && new Date(at) >= deadline;
  }
  return OPEN.includes(order.status);
}

/**
 * Flags one order late and gives its shipping back, once: the flag is claimed by one conditional
 * update (late_at is null), so a second run, a second worker or the operator's sweep change
 * nothing. A refund the gateway refuses lets the flag go again, for the job's retry. Answers
 * whether this call flagged it.
 */
export async function flagIfLate(
  db: Db,
  config: Config,
  order: OrderRow,
  now = new Date(),
): Promise<boolean> {
  if (order.lateAt || !isLate(order, now)) return false;
  const refund = order.totals.shippingMinor;
  const [claimed] = await db
    .update(orders)
    .set({ lateAt: now, shippingRefundMinor: refund, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.lateAt)))
    .returning();
  if (!claimed) return false;
  if (refund > 0) {
    try {
      const [paid] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
      if (!paid?.reference) throw new Error('no succeeded payment to refund the shipping from');
      await sandboxGateway(db).refundPart(paid.reference, refund);
    } catch (err) {
      await db.update(orders).set({ lateAt: null, shippingRefundMinor: null }).where(eq(orders.id, order.id));
      throw err;
    }
  }
  log.warn('order late against its promise; shipping refunded', {
    orderId: order.id,
    latest: order.estimatedDelivery.latest,
    refundMinor: refund,
  });
  if (claimed.email) {
    const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    try {
      await mailerFor(config).send(
        lateMail(claimed, refund, `${base}/webapp/account/order/status/${order.id}`),
      );
    } catch (err) {
      log.warn('the late e-mail could not be sent', { orderId: order.id, error: String(err) });
    }
  }
  return true;
}

/** When an order's promise runs out: its late check is queued for then (and a minute after). */
export const lateCheckAt = (order: Pick<OrderRow, 'estimatedDelivery' | 'deliveryAddress'>) =>
  new Date(
    promiseDeadline(order.estimatedDelivery.latest, order.deliveryAddress.countryCode).getTime() + 60_000,
  );

/** Every open order past its promise, flagged (the operator's sweep, and a safety net for lost jobs). */
export async function flagLateOrders(db: Db, config: Config, now = new Date()): Promise<number> {
  // Promises that ran out in the last 60 days: older ones were decided by their own checks.
  const today = now.toISOString().slice(0, 10);
  const since = new Date(now.getTime() - 60 * 86_400_000).toISOString().slice(0, 10);
  const latest = sql`${orders.estimatedDelivery}->>'latest'`;
  const open = await db
    .select()
    .from(orders)
    .where(
      and(
        isNull(orders.lateAt),
        inArray(orders.status, [...OPEN, 'delivered']),
        sql`${latest} <= ${today}`,
        sql`${latest} >= ${since}`,
      ),
    );
  let flagged = 0;
  for (const order of open) if (await flagIfLate(db, config, order, now)) flagged++;
  return flagged;
}

/** Orders flagged late, newest first (the operator's list). */
export function lateOrders(db: Db) {
  return db
    .select()
    .from(orders)
    .where(sql`${orders.lateAt} is not null`)
    .orderBy(sql`${orders.lateAt} desc`);
}
