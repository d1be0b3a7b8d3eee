import { and, desc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { operatorAddressBody, operatorOrdersQuery } from '../../contract/api/operator';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readJson, readQuery } from '../http/validate';
import { jobQueue } from '../jobs/queue';
import { type OrderRow, orders } from '../order/schema';
import { JOB_PARTNER_SUBMIT, partnerFor } from './fulfilment';
import { addressLine, auditOf, operatorOrderJson, recordAction, requireAdmin } from './operator-audit';
import { PartnerUnavailableError, printManifestSchema } from './partner';

/** Statuses at the printer before it ships: an order quiet in one of these (or in none yet) may be stuck. */
const BEFORE_SHIPPING = ['submitted', 'accepted', 'in_production'];
const LIST_LIMIT = 200;

/** The orders of one of the operator's lists (contract/api/operator.ts says what each holds). */
function listOrders(db: Db, list: 'window' | 'late' | 'stuck' | 'rejected', stuckBefore: Date) {
  const paid = and(isNotNull(orders.paidAt), ne(orders.status, 'cancelled'));
  const where = {
    window: and(paid, eq(orders.status, 'paid'), isNull(orders.partnerReference)),
    // A query on the promise itself: the latest day promised (a calendar day) is before today.
    late: and(
      paid,
      notInArray(orders.status, ['delivered']),
      or(isNull(orders.partnerStatus), ne(orders.partnerStatus, 'delivered')),
      sql`(${orders.estimatedDelivery}->>'latest') < to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`,
    ),
    stuck: and(
      paid,
      or(isNull(orders.partnerStatus), inArray(orders.partnerStatus, BEFORE_SHIPPING)),
      sql`coalesce(${orders.partnerStatusAt}, ${orders.paidAt}) < ${stuckBefore.toISOString()}::timestamptz`,
    ),
    rejected: eq(orders.partnerStatus, 'rejected'),
  }[list];
  return db.select().from(orders).where(where).orderBy(desc(orders.paidAt)).limit(LIST_LIMIT);
}

async function withAudit(db: Db, rows: OrderRow[]) {
  const audit = await auditOf(
    db,
    rows.map((o) => o.id),
  );
  return rows.map((o) => operatorOrderJson(o, audit.get(o.id)));
}

/**
 * /webapp/api/admin/print-partner (with routes.ts): the operator's lists and the address correction.
 * An address is corrected on the order and in its print manifest; an order already at the printer
 * has its job cancelled and sent again with the new address (a new idempotency key), and one the
 * printer has started on is refused: the parcel would still go to the old address.
 */
export const operatorRoutes = new Hono<AppEnv>()
  .get('/orders', async (c) => {
    await requireAdmin(c);
    const { list, reference } = readQuery(c, operatorOrdersQuery);
    const stuckBefore = new Date(Date.now() - c.var.config.PRINT_PARTNER_STUCK_HOURS * 3_600_000);
    const rows = list
      ? await listOrders(c.var.db, list, stuckBefore)
      : await c.var.db.select().from(orders).where(eq(orders.reference, reference!.toUpperCase()));
    return c.json({ orders: await withAudit(c.var.db, rows) }, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/address', async (c) => {
    const operator = await requireAdmin(c);
    const { orderId, address: input } = await readJson(c, operatorAddressBody);
    const { isDefault: _isDefault, ...address } = input;
    const [order] = await c.var.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('The order');
    if (order.status === 'cancelled') throw new ApiError(409, 'CONFLICT', 'This order is cancelled.');
    if (['shipped', 'delivered'].includes(order.partnerStatus ?? '') || order.status === 'shipped')
      throw new ApiError(409, 'CONFLICT', 'This order has shipped; its address can no longer change.');
    if (address.countryCode !== order.deliveryAddress.countryCode)
      throw new ApiError(
        409,
        'CONFLICT',
        'The country cannot change: the price and VAT depend on it. Refund the order instead.',
      );
    const atPartner =
      order.partnerReference !== null &&
      order.partnerStatus !== 'rejected' &&
      order.partnerStatus !== 'canceled';
    if (atPartner) {
      let stopped: boolean;
      try {
        stopped = await partnerFor(c.var.config).cancel(order.partnerReference!);
      } catch (err) {
        if (err instanceof PartnerUnavailableError)
          throw new ApiError(503, 'UNAVAILABLE', 'The printer cannot be reached; try again in a while.');
        throw err;
      }
      if (!stopped)
        throw new ApiError(
          409,
          'CONFLICT',
          'The printer has started on this order; its address can no longer be changed.',
        );
    }
    const manifest = order.partnerManifest ? printManifestSchema.parse(order.partnerManifest) : null;
    const [changed] = await c.var.db
      .update(orders)
      .set({
        deliveryAddress: address,
        ...(manifest
          ? {
              partnerManifest: {
                ...manifest,
                shipping: { ...manifest.shipping, address },
              } as unknown as Record<string, unknown>,
            }
          : {}),
        // The cancelled job is the printer's past: a new job, with a new key, for the new address.
        ...(atPartner
          ? {
              partnerReference: null,
              partnerStatus: null,
              partnerKey: sql`gen_random_uuid()::text`,
              trackingId: null,
              trackingUrl: null,
            }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, order.status),
          sql`${orders.partnerReference} is not distinct from ${order.partnerReference}`,
        ),
      )
      .returning();
    if (!changed) throw new ApiError(409, 'CONFLICT', 'This order changed meanwhile; look at it again.');
    if (atPartner)
      await jobQueue(c.var.database, c.var.config).enqueue(JOB_PARTNER_SUBMIT, {
        orderId: order.id,
        attempt: 0,
      });
    await recordAction(
      c.var.db,
      operator,
      order.id,
      'address',
      `${addressLine(order.deliveryAddress)} → ${addressLine(address)}`,
    );
    const [shown] = await withAudit(c.var.db, [changed]);
    return c.json({ order: shown!, resubmitted: atPartner });
  });
