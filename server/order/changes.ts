import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { log } from '../lib/log';
import { refundPayment } from '../payment/refunds';
import { checkOrder, type Enqueue, partnerFor, retryDelay } from '../print-partner/fulfilment';
import type { PartnerAnswer, ShippingAddress } from '../print-partner/partner';
import { changeWindow, JOB_CHANGE_MAIL, JOB_ORDER_CANCEL, postal } from './change-window';
import { paymentsOf, withStatus } from './orders';
import { JOB_PRINT_FILES } from './settle';
import { type ChangeOutcome, type OrderRow, type OrderStatus, orderItems, orders } from './schema';

/** What a change or cancel needs: the database, the config, and a queue for what follows. */
export interface ChangeContext {
  db: Db;
  config: Config;
  enqueue: Enqueue;
}

const conflict = () => new ApiError(409, 'CONFLICT', 'This order changed meanwhile; look at it again.');

/** The printer said no: the customer is told so, with its words, and nothing was changed. */
const refused = (reason: string) =>
  new ApiError(409, 'CONFLICT', `The printer refused: ${reason}`, {
    details: { reason: 'partner_refused', partnerReason: reason },
  });

const unreachable = () =>
  new ApiError(
    503,
    'UNAVAILABLE',
    'The printer cannot be reached right now, so nothing was changed. Try again in a few minutes.',
    { details: { reason: 'partner_unavailable' } },
  );

/**
 * The condition under which a change is ours alone (change-window.ts "held"), in SQL, so it and the
 * hand-off (fulfilment.ts claims handed_off_at once the window has closed) can never both win.
 */
function heldWhere(config: Config, orderId: string, now = new Date()) {
  const opened = new Date(now.getTime() - config.ORDER_CANCEL_WINDOW_MINUTES * 60_000);
  return and(
    eq(orders.id, orderId),
    inArray(orders.status, ['placed', 'payment_failed', 'paid']),
    isNull(orders.handedOffAt),
    or(isNull(orders.paidAt), gt(orders.paidAt, opened)),
  );
}

const outcome = (
  kind: ChangeOutcome['kind'],
  result: ChangeOutcome['outcome'],
  reason: string | null = null,
) => ({ kind, outcome: result, reason, at: new Date().toISOString() }) satisfies ChangeOutcome;

async function recordOutcome(ctx: ChangeContext, orderId: string, o: ChangeOutcome) {
  await ctx.db.update(orders).set({ changeOutcome: o, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  if (o.outcome !== 'pending') await ctx.enqueue(JOB_CHANGE_MAIL, { orderId, ...o });
}

/** Asks the printer, turning an outage into a 503 (nothing changed) and a refusal into a 409 with its words. */
async function askPartner(
  ctx: ChangeContext,
  orderId: string,
  kind: ChangeOutcome['kind'],
  ask: () => Promise<PartnerAnswer>,
) {
  let answer: PartnerAnswer;
  try {
    answer = await ask();
  } catch (err) {
    log.warn('the printer could not be asked for a change', { orderId, kind, error: String(err) });
    throw unreachable();
  }
  if (!answer.ok) {
    await recordOutcome(ctx, orderId, outcome(kind, 'refused', answer.reason));
    throw refused(answer.reason);
  }
}

function assertOpen(order: OrderRow, config: Config) {
  const window = changeWindow(order, config.ORDER_CANCEL_WINDOW_MINUTES, new Date());
  if (window.mode === 'closed')
    throw new ApiError(409, 'CONFLICT', window.reason, { details: { reason: window.code } });
  return window;
}

/** A new delivery address: ours to change in the window, the printer's job's after it. */
export async function changeAddress(ctx: ChangeContext, order: OrderRow, address: ShippingAddress) {
  const window = assertOpen(order, ctx.config);
  const next = postal(address);
  if (window.mode === 'held') {
    const [row] = await ctx.db
      .update(orders)
      .set({ deliveryAddress: next, updatedAt: sql`now()` })
      .where(heldWhere(ctx.config, order.id))
      .returning();
    if (!row) throw conflict();
    return;
  }
  const reference = order.partnerReference!;
  await askPartner(ctx, order.id, 'address', () => partnerFor(ctx.config).updateShipping(reference, next));
  await ctx.db
    .update(orders)
    .set({ deliveryAddress: next, changeOutcome: outcome('address', 'accepted'), updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.partnerReference, reference)));
  await ctx.enqueue(JOB_CHANGE_MAIL, { orderId: order.id, ...outcome('address', 'accepted') });
}

/**
 * A line's design (its layout, its pages' content) taken again from the print: in the window its
 * files are made again before anything is sent; after it, the printer's job is cancelled and the
 * new files go to it as a new job (a new idempotency key), or the printer's refusal is answered.
 */
export async function changeLayout(
  ctx: ChangeContext,
  order: OrderRow,
  item: { id: string },
  design: { document: unknown; title: string },
) {
  const window = assertOpen(order, ctx.config);
  const reference = order.partnerReference;
  if (window.mode === 'partner')
    await askPartner(ctx, order.id, 'layout', () => partnerFor(ctx.config).cancelJob(reference!));
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        // The old files' manifest must never be sent: the files job records the new one.
        partnerManifest: null,
        ...(window.mode === 'partner'
          ? {
              partnerReference: null,
              partnerStatus: null,
              partnerKey: randomUUID(),
              changeOutcome: outcome('layout', 'accepted'),
            }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(
        window.mode === 'held'
          ? heldWhere(ctx.config, order.id)
          : and(eq(orders.id, order.id), eq(orders.partnerReference, reference!)),
      )
      .returning();
    if (!row) return false;
    await tx
      .update(orderItems)
      .set({ document: design.document as never, title: design.title, pdfPath: null, pdfBytes: null })
      .where(eq(orderItems.id, item.id));
    return true;
  });
  if (!done) throw conflict();
  if (order.paidAt) await ctx.enqueue(JOB_PRINT_FILES, { orderId: order.id });
  if (window.mode === 'partner')
    await ctx.enqueue(JOB_CHANGE_MAIL, { orderId: order.id, ...outcome('layout', 'accepted') });
}

/** Every charge of the order given back; only ever after the printer confirmed (or never had it). */
async function refundAll(db: Db, orderId: string) {
  const paid = (await paymentsOf(db, orderId)).filter((p) => p.status === 'succeeded');
  // A payment still on its 3-D Secure page is refunded by settle.ts if it is approved later.
  for (const p of paid) await refundPayment(db, p);
}

/**
 * The customer's cancel. In the window it is ours: cancelled and refunded at once. After it the
 * printer is asked: its yes cancels and refunds, its no is answered (409, its reason); when it
 * cannot be reached the order is "cancelling" and the cancel job asks again (backoff) until it
 * answers. No refund is made before the printer confirms, so an order is never refunded and shipped.
 */
export async function cancelOrder(ctx: ChangeContext, order: OrderRow): Promise<'cancelled' | 'cancelling'> {
  const window = changeWindow(order, ctx.config.ORDER_CANCEL_WINDOW_MINUTES, new Date());
  if (window.mode === 'held') {
    const [row] = await ctx.db
      .update(orders)
      .set({ status: 'cancelled', history: withStatus(order.history, 'cancelled'), updatedAt: sql`now()` })
      .where(heldWhere(ctx.config, order.id))
      .returning();
    if (!row) throw conflict();
    await refundAll(ctx.db, order.id);
    return 'cancelled';
  }
  // On its way to the printer is no reason to refuse: the cancel job waits for the job to exist.
  if (window.mode === 'closed' && window.code !== 'handing_off')
    throw new ApiError(409, 'CONFLICT', window.reason, { details: { reason: window.code } });
  const [row] = await ctx.db
    .update(orders)
    .set({
      status: 'cancelling',
      history: withStatus(order.history, 'cancelling'),
      changeOutcome: outcome('cancel', 'pending'),
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!row) throw conflict();
  const result = await tryCancelAtPartner(ctx, row, 0);
  if (result.done === 'refused') throw refused(result.reason);
  return result.done;
}

/** The status the order had before "cancelling", to go back to when the printer says no. */
const statusBefore = (order: OrderRow): OrderStatus =>
  [...order.history].reverse().find((h) => h.status !== 'cancelling')?.status ?? 'paid';

type CancelResult = { done: 'cancelled' | 'cancelling' } | { done: 'refused'; reason: string };

/** One try at the printer for a cancelling order; a failed try queues the next. */
export async function tryCancelAtPartner(
  ctx: ChangeContext,
  order: OrderRow,
  attempt: number,
): Promise<CancelResult> {
  if (order.status !== 'cancelling') return { done: 'cancelling' };
  let answer: PartnerAnswer | null = null;
  if (!order.partnerReference && !order.handedOffAt)
    answer = { ok: true }; // never sent: ours to stop
  else if (order.partnerReference) {
    try {
      answer = await partnerFor(ctx.config).cancelJob(order.partnerReference);
    } catch (err) {
      log.warn('the printer could not be asked to cancel; trying again', {
        orderId: order.id,
        attempt,
        error: String(err),
      });
    }
  }
  if (!answer) {
    // Unreachable, or the job is still being created (its submission retries with the same key).
    await ctx.enqueue(
      JOB_ORDER_CANCEL,
      { orderId: order.id, attempt: attempt + 1 },
      { runAt: new Date(Date.now() + retryDelay(ctx.config, attempt)) },
    );
    return { done: 'cancelling' };
  }
  if (answer.ok) {
    const [row] = await ctx.db
      .update(orders)
      .set({
        status: 'cancelled',
        history: withStatus(order.history, 'cancelled'),
        changeOutcome: outcome('cancel', 'accepted'),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'cancelling'),
          order.partnerReference
            ? eq(orders.partnerReference, order.partnerReference)
            : isNull(orders.handedOffAt),
        ),
      )
      .returning();
    if (!row) return { done: 'cancelling' };
    await refundAll(ctx.db, order.id);
    await ctx.enqueue(JOB_CHANGE_MAIL, { orderId: order.id, ...outcome('cancel', 'accepted') });
    return { done: 'cancelled' };
  }
  const [back] = await ctx.db
    .update(orders)
    .set({ status: statusBefore(order), updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'cancelling')))
    .returning();
  if (back) {
    await recordOutcome(ctx, order.id, outcome('cancel', 'refused', answer.reason));
    // The printer is past the cancel: where it is now is asked at once, so the order follows it
    // (its webhooks may have come while its API could not confirm them).
    try {
      await checkOrder(ctx.db, ctx.config, ctx.enqueue, back);
    } catch (err) {
      log.warn('the printer could not be asked where a refused cancel is', {
        orderId: order.id,
        error: String(err),
      });
    }
  }
  return { done: 'refused', reason: answer.reason };
}
