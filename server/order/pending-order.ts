// Issue 53, "a failed payment loses nothing": the basket stays until a payment succeeds, and every
// attempt for it pays one and the same unpaid order (one reference, however many cards are tried).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { basketItems, baskets } from '../basket/schema';
import { payments } from '../payment/schema';
import { orderItems, type OrderRow, orders } from './schema';

/** Statuses of an order nothing has paid yet, which a new attempt from the basket may pay. */
const UNPAID = ['placed', 'payment_failed'] as const;

/**
 * The unpaid order the basket's earlier attempt made, locked for this transaction, or null when
 * there is none (first attempt, or it was paid or cancelled meanwhile). A payment of it still
 * being processed is a 409: a second card must not race the first one.
 */
export async function pendingOrderOf(tx: Db, userUuid: string): Promise<OrderRow | null> {
  const [basket] = await tx.select().from(baskets).where(eq(baskets.userUuid, userUuid)).for('update');
  if (!basket?.pendingOrderId) return null;
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, basket.pendingOrderId),
        eq(orders.userUuid, userUuid),
        inArray(orders.status, [...UNPAID]),
      ),
    );
  if (!order) return null;
  const busy = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'processing')));
  if (busy.length > 0) {
    throw new ApiError(409, 'CONFLICT', 'A payment for this order is still being processed.');
  }
  // A 3-D Secure or wallet page left open is abandoned: only the newest attempt can pay.
  await tx
    .update(payments)
    .set({ status: 'failed', declineMessage: 'Replaced by a newer payment attempt.', updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'requires_action')));
  return order;
}

/** The basket's next attempt pays this order. */
export async function rememberPendingOrder(tx: Db, userUuid: string, orderId: string): Promise<void> {
  await tx
    .update(baskets)
    .set({ pendingOrderId: orderId, updatedAt: sql`now()` })
    .where(eq(baskets.userUuid, userUuid));
}

/** The pending order takes the basket as it is now (lines, prices, address): the same id and reference. */
export async function refreshPendingOrder(
  tx: Db,
  orderId: string,
  set: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
}

/**
 * Once an order is paid, the basket it came from lets go of what was paid for: its lines of those
 * designs, its vouchers and shipping choice. A basket whose pending order is another one is left
 * alone (an old order paid again from its own page).
 */
export async function releasePaidBasket(tx: Db, order: Pick<OrderRow, 'id' | 'userUuid'>): Promise<void> {
  const [basket] = await tx.select().from(baskets).where(eq(baskets.userUuid, order.userUuid));
  if (basket?.pendingOrderId !== order.id) return;
  const lines = await tx
    .select({ printId: orderItems.printId, productCode: orderItems.productCode })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  for (const line of lines) {
    await tx
      .delete(basketItems)
      .where(
        and(
          eq(basketItems.userUuid, order.userUuid),
          eq(basketItems.printId, line.printId),
          eq(basketItems.productCode, line.productCode),
        ),
      );
  }
  await tx
    .update(baskets)
    .set({ voucherCodes: [], shippingMethod: null, pendingOrderId: null, updatedAt: sql`now()` })
    .where(eq(baskets.userUuid, order.userUuid));
}
