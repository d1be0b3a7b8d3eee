import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { ApiError } from '../http/errors';
import type { PricedBasket } from '../basket/basket';
import { payments, type PaymentRow } from '../payment/schema';
import { sandboxGateway } from '../payment/sandbox';
import type { UserRow } from '../user/schema';
import { newReference, withStatus } from './orders';
import { orderItems, type OrderRow, orders } from './schema';
import { applyOutcome } from './settle';
import { checkedDocuments } from '../basket/checked-design';
import { pendingOrderOf, refreshPendingOrder, rememberPendingOrder } from './pending-order';

export type PaymentChoice =
  | { kind: 'card'; token: string; brand: string; last4: string }
  | { kind: 'wallet' };

/** Checks the basket can become an order; each problem is a clear 400. */
export function assertReady(basket: PricedBasket, opts: { needShipping: boolean }) {
  if (basket.items.length === 0) throw new ApiError(400, 'BAD_REQUEST', 'The basket is empty.');
  if (!basket.deliveryAddress) {
    throw new ApiError(400, 'BAD_REQUEST', 'Choose a delivery address first.', {
      field: 'body.deliveryAddress',
    });
  }
  if (basket.shippingOptions.length === 0) {
    throw new ApiError(400, 'BAD_REQUEST', `We do not deliver to ${basket.country}.`);
  }
  if (opts.needShipping && !basket.shippingMethod) {
    throw new ApiError(400, 'BAD_REQUEST', 'Choose a shipping method first.', {
      field: 'body.shippingMethod',
    });
  }
}

/**
 * Turns the priced basket into an order and claims the idempotency key, in one transaction: a
 * second request with the same key finds the first one's payment instead of ordering twice. The
 * basket stays as it is until a payment succeeds (settle.ts); an attempt after a declined one pays
 * the same order again, brought up to date with the basket (pending-order.ts).
 */
export async function placeOrder(
  db: Db,
  user: UserRow,
  basket: PricedBasket,
  opts: { idempotencyKey: string; choice: PaymentChoice; locale: string; email?: string | null },
): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // A declined card kept the basket and its order: the next attempt pays that same order.
    const pending = await pendingOrderOf(t, user.uuid);
    const orderId = pending?.id ?? crypto.randomUUID();
    const [payment] = await tx
      .insert(payments)
      .values({
        idempotencyKey: opts.idempotencyKey,
        userUuid: user.uuid,
        orderId,
        gateway: 'sandbox',
        method: opts.choice.kind,
        status: 'processing',
        amountMinor: basket.totals.totalMinor,
        currency: basket.currency,
        cardBrand: opts.choice.kind === 'card' ? opts.choice.brand : null,
        cardLast4: opts.choice.kind === 'card' ? opts.choice.last4 : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!payment) return null;
    const shipping = basket.shippingOptions.find((o) => o.method === basket.shippingMethod)!;
    const now = new Date();
    const details = {
      currency: basket.currency,
      totals: basket.totals,
      vatRate: basket.totals.vatRate,
      voucherCodes: basket.vouchers.filter((v) => v.applied).map((v) => v.code),
      referralCode: basket.referralCode,
      deliveryAddress: basket.deliveryAddress!,
      billingAddress: basket.billingAddress,
      shippingMethod: shipping.method,
      estimatedDelivery: {
        earliest: shipping.earliest,
        latest: shipping.latest,
        estimate: shipping.estimate,
      },
      email: opts.email ?? user.email,
      locale: opts.locale,
    };
    let order: OrderRow;
    if (pending) {
      await refreshPendingOrder(t, pending.id, details);
      order = { ...pending, ...details };
    } else {
      const [inserted] = await tx
        .insert(orders)
        .values({
          id: orderId,
          reference: newReference(),
          userUuid: user.uuid,
          status: 'placed',
          history: withStatus([], 'placed', now),
          ...details,
          placedAt: now,
        })
        .returning();
      order = inserted!;
      await rememberPendingOrder(t, user.uuid, orderId);
    }
    // Each design as it was checked at the order step; one changed since is refused (a 409).
    const checked = await checkedDocuments(t, user.uuid, basket.items);
    await tx.insert(orderItems).values(
      basket.items.map((i) => ({
        orderId,
        printId: i.printId,
        productCode: i.productCode,
        title: i.title,
        pageCount: i.pageCount,
        quantity: i.quantity,
        unitPriceMinor: i.unitPriceMinor,
        lineTotalMinor: i.lineTotalMinor,
        document: checked.get(i.id)!.document,
        printRevision: checked.get(i.id)!.revision,
        acceptedFindings: checked.get(i.id)!.acceptedFindings,
        coverPhotoId: i.coverPhotoId,
      })),
    );
    return { order, payment };
  });
}

export async function paymentByKey(db: Db, userUuid: string, key: string): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.idempotencyKey, key), eq(payments.userUuid, userUuid)));
  return rows[0] ?? null;
}

/** A repeated request waits (briefly) for the first one's charge to finish, then answers the same. */
export async function settledPayment(db: Db, userUuid: string, key: string): Promise<PaymentRow | null> {
  for (let i = 0; i < 100; i++) {
    const p = await paymentByKey(db, userUuid, key);
    if (p?.status !== 'processing') return p;
    await new Promise((r) => setTimeout(r, 100));
  }
  return paymentByKey(db, userUuid, key);
}

/** Asks the gateway to charge (the same idempotency key goes to the gateway) and records the outcome. */
export async function charge(
  database: Database,
  config: Config,
  payment: PaymentRow,
  choice: PaymentChoice,
  returnUrl: string,
): Promise<PaymentRow> {
  const gateway = sandboxGateway(database.db);
  const request = {
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    idempotencyKey: payment.idempotencyKey,
    returnUrl,
  };
  try {
    const outcome =
      choice.kind === 'card'
        ? await gateway.chargeCard({ ...request, token: choice.token })
        : await gateway.startWallet(request);
    await applyOutcome(database, config, payment.id, outcome);
  } catch (err) {
    await database.db
      .update(payments)
      .set({ status: 'failed', declineMessage: 'The payment service did not answer.', updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    throw err;
  }
  return (await paymentByKey(database.db, payment.userUuid, payment.idempotencyKey))!;
}

/** A new payment attempt for an order whose last one was declined. */
export async function newAttempt(
  db: Db,
  user: UserRow,
  order: OrderRow,
  opts: { idempotencyKey: string; choice: PaymentChoice },
): Promise<PaymentRow | null> {
  const [payment] = await db
    .insert(payments)
    .values({
      idempotencyKey: opts.idempotencyKey,
      userUuid: user.uuid,
      orderId: order.id,
      gateway: 'sandbox',
      method: opts.choice.kind,
      status: 'processing',
      amountMinor: order.totals.totalMinor,
      currency: order.currency,
      cardBrand: opts.choice.kind === 'card' ? opts.choice.brand : null,
      cardLast4: opts.choice.kind === 'card' ? opts.choice.last4 : null,
    })
    .onConflictDoNothing()
    .returning();
  return payment ?? null;
}

export const confirmationUrl = (orderId: string) => `/webapp/checkout/confirmation?order=${orderId}`;
