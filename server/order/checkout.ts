import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { ApiError } from '../http/errors';
import type { PricedBasket } from '../basket/basket';
import { clearBasket } from '../basket/basket';
import { payments, type PaymentRow } from '../payment/schema';
import { sandboxGateway } from '../payment/sandbox';
import type { UserRow } from '../user/schema';
import { newReference, withStatus } from './orders';
import { orderItems, type OrderRow, orders } from './schema';
import { applyOutcome } from './settle';
import { prints } from '../print/schema';
import { inArray } from 'drizzle-orm';

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
 * second request with the same key finds the first one's payment instead of ordering twice.
 */
export async function placeOrder(
  db: Db,
  user: UserRow,
  basket: PricedBasket,
  opts: { idempotencyKey: string; choice: PaymentChoice; locale: string; email?: string | null },
): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
  return db.transaction(async (tx) => {
    const orderId = crypto.randomUUID();
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
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        reference: newReference(),
        userUuid: user.uuid,
        status: 'placed',
        history: withStatus([], 'placed', now),
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
        placedAt: now,
      })
      .returning();
    const docs = await tx
      .select()
      .from(prints)
      .where(
        inArray(
          prints.id,
          basket.items.map((i) => i.printId),
        ),
      );
    const docOf = new Map(docs.map((p) => [p.id, p.document]));
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
        document: docOf.get(i.printId)!,
        coverPhotoId: i.coverPhotoId,
      })),
    );
    await clearBasket(
      tx as unknown as Db,
      user.uuid,
      basket.items.map((i) => i.id),
    );
    return { order: order!, payment };
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
