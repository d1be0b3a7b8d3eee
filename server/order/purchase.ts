import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { addresses } from '../account/schema';
import { basketRow, pricedBasket } from '../basket/basket';
import { assertLinesOrderable } from '../basket/orderable';
import { baskets } from '../basket/schema';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { type CardChoice, resolveCard } from '../payment/cards';
import { onSettlement } from '../payment/gateway';
import { type PaymentRow, payments } from '../payment/schema';
import type { EstimateSource } from '../shipping/arrival';
import type { UserRow } from '../user/schema';
import {
  assertReady,
  charge,
  confirmationUrl,
  newAttempt,
  paymentByKey,
  type PaymentChoice,
  placeOrder,
  settledPayment,
} from './checkout';
import { findOrder, findOwnedOrder, itemsOf, orderJson, paymentsOf } from './orders';
import { applyOutcome } from './settle';

/** 3-D Secure and wallet answers arrive later, from the gateway's page. */
onSettlement(async ({ database, config }, reference, outcome) => {
  const rows = await database.db.select().from(payments).where(eq(payments.reference, reference));
  if (rows[0]) await applyOutcome(database, config, rows[0].id, outcome);
});

async function result(c: Context<AppEnv>, payment: PaymentRow) {
  const order = (await findOrder(c.var.db, payment.orderId))!;
  const json = orderJson(
    order,
    await itemsOf(c.var.db, [order.id]),
    await paymentsOf(c.var.db, order.id),
    c.var.config.ORDER_CANCEL_WINDOW_MINUTES,
  );
  return {
    order: json,
    payment: {
      id: payment.id,
      status: payment.status,
      actionUrl: payment.status === 'requires_action' ? payment.actionUrl : null,
      declineCode: payment.declineCode,
      declineMessage: payment.declineMessage,
    },
  };
}

/**
 * The answer to a key that could not be claimed: this customer's earlier request with it, or, when
 * the key is another customer's, a 409 (keys are unique across customers; theirs is never shown).
 */
async function claimedBefore(c: Context<AppEnv>, user: UserRow, key: string) {
  const earlier = await repeated(c, user, key);
  if (earlier) return earlier;
  throw new ApiError(
    409,
    'CONFLICT',
    'This idempotency key was already used for another payment. Send a new key for a new payment.',
    { field: 'body.idempotencyKey' },
  );
}

async function repeated(c: Context<AppEnv>, user: UserRow, key: string) {
  const earlier = await settledPayment(c.var.db, user.uuid, key);
  if (!earlier) return null;
  return result(c, earlier);
}

async function choiceFor(
  c: Context<AppEnv>,
  user: UserRow,
  payment: CardChoice | 'wallet',
): Promise<PaymentChoice> {
  if (payment === 'wallet') return { kind: 'wallet' };
  const card = await resolveCard(c.var.db, user.uuid, payment);
  return { kind: 'card', token: card.token, brand: card.brand, last4: card.last4 };
}

/** Express purchase fills in the default address and standard shipping when none is chosen yet. */
async function expressDefaults(c: Context<AppEnv>, user: UserRow) {
  const basket = await basketRow(c.var.db, user.uuid);
  const set: Partial<typeof baskets.$inferInsert> = {};
  if (!basket.deliveryAddress) {
    const book = await c.var.db
      .select()
      .from(addresses)
      .where(eq(addresses.userUuid, user.uuid))
      .orderBy(desc(addresses.isDefault), addresses.createdAt);
    // The basket was priced for the country the customer chose (issue 53): an address elsewhere
    // would charge another price than the one shown, so only an address there is taken.
    const address = basket.deliveryCountry
      ? book.find((a) => a.countryCode === basket.deliveryCountry)
      : book[0];
    if (!address)
      throw new ApiError(
        400,
        'BAD_REQUEST',
        basket.deliveryCountry && book.length > 0
          ? `None of your addresses is in ${basket.deliveryCountry}, the delivery country you chose: add one, or choose another country.`
          : 'Add a delivery address to your address book first.',
      );
    const { uuid: _u, userUuid: _o, isDefault: _d, createdAt: _c, updatedAt: _up, ...postal } = address;
    set.deliveryAddress = postal;
  }
  if (!basket.shippingMethod) set.shippingMethod = 'standard';
  if (Object.keys(set).length > 0) {
    await c.var.db
      .update(baskets)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(baskets.userUuid, user.uuid));
  }
}

/**
 * Pay for the basket. The idempotency key makes it safe to repeat: the same key answers the same
 * order and payment, and charges once.
 */
export async function purchase(
  c: Context<AppEnv>,
  user: UserRow,
  req: {
    idempotencyKey: string;
    payment: CardChoice | 'wallet';
    locale: string;
    country?: string;
    /** The currency the customer saw the basket in (the view's); the account's when not given. */
    currency?: string;
    /** A guest's address for the confirmation (required for guests; an account uses its own). */
    email?: string | undefined;
    /** Who dates the delivery (the print partner), so the order keeps the dates the basket showed. */
    estimates?: EstimateSource;
  },
) {
  const before = await repeated(c, user, req.idempotencyKey);
  if (before) return before;
  const email = user.isGuest ? req.email : user.email;
  if (!email) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      'Invalid body.email: enter the e-mail address the order confirmation should go to.',
      { field: 'body.email' },
    );
  }
  let basket: Awaited<ReturnType<typeof pricedBasket>>;
  try {
    if (req.payment === 'wallet') await expressDefaults(c, user);
    basket = await pricedBasket(c.var.db, user, {
      locale: req.locale,
      ...(req.country ? { country: req.country } : {}),
      ...(req.currency ? { currency: req.currency } : {}),
      ...(req.estimates ? { estimates: req.estimates } : {}),
    });
    assertReady(basket, { needShipping: true });
    // Every line checked again now: photos may have failed, a product's rules may have changed.
    await assertLinesOrderable(
      c.var.db,
      user.uuid,
      basket.items.map((i) => ({ printId: i.printId, productCode: i.productCode, itemId: i.id })),
    );
  } catch (err) {
    // A double-clicked Pay: the other request may have ordered (and emptied the basket) between
    // our first look for this key and now. Then its answer is ours too.
    const meanwhile = await repeated(c, user, req.idempotencyKey);
    if (meanwhile) return meanwhile;
    throw err;
  }
  const choice = await choiceFor(c, user, req.payment);
  const placed = await placeOrder(c.var.db, user, basket, {
    idempotencyKey: req.idempotencyKey,
    choice,
    locale: req.locale,
    email,
  }).catch(async (err: unknown) => {
    // A double-clicked Pay on a basket whose order waits for payment: the other request's attempt
    // of that order is "still being processed", and its answer is ours too.
    if (await paymentByKey(c.var.db, user.uuid, req.idempotencyKey)) return null;
    throw err;
  });
  if (!placed) return claimedBefore(c, user, req.idempotencyKey);
  const payment = await charge(
    c.var.database,
    c.var.config,
    placed.payment,
    choice,
    confirmationUrl(placed.order.id),
  );
  return result(c, payment);
}

/** Pay again for an order whose payment was declined (or abandoned on the gateway's page). */
export async function retryPayment(
  c: Context<AppEnv>,
  user: UserRow,
  req: { orderId: string; idempotencyKey: string; payment: CardChoice | 'wallet' },
) {
  const before = await repeated(c, user, req.idempotencyKey);
  if (before) return before;
  const order = await findOwnedOrder(c.var.db, user.uuid, req.orderId);
  const attempts = await paymentsOf(c.var.db, order.id);
  const waiting = attempts.some((p) => p.status === 'processing');
  if (
    order.status === 'paid' ||
    order.status === 'in_production' ||
    order.status === 'cancelling' ||
    order.status === 'shipped' ||
    order.status === 'delivered'
  ) {
    throw new ApiError(409, 'CONFLICT', 'This order is already paid.');
  }
  if (order.status === 'cancelled') throw new ApiError(409, 'CONFLICT', 'This order is cancelled.');
  if (waiting) throw new ApiError(409, 'CONFLICT', 'A payment for this order is still being processed.');
  const choice = await choiceFor(c, user, req.payment);
  const payment = await newAttempt(c.var.db, user, order, { idempotencyKey: req.idempotencyKey, choice });
  if (!payment) return claimedBefore(c, user, req.idempotencyKey);
  // An earlier challenge left open is abandoned: only the newest attempt can pay.
  await c.var.db
    .update(payments)
    .set({ status: 'failed', declineMessage: 'Replaced by a newer payment attempt.', updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'requires_action')));
  return result(c, await charge(c.var.database, c.var.config, payment, choice, confirmationUrl(order.id)));
}
