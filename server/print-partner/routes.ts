import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { formatMoney } from '../../contract/money/format-money';
import { partnerOrderBody, partnerWebhookParams, stuckOrdersQuery } from '../../contract/api/print-partner';
import { blobStoreFor } from '../blob/blob-store';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readJson, readParams, readQuery } from '../http/validate';
import { jobQueue, withJobQueue } from '../jobs/queue';
import { paymentsOf } from '../order/orders';
import { type OrderRow, orders } from '../order/schema';
import { refundPayment } from '../payment/refunds';
import { blobKeyOf, fileParams, fileQuery, verifyFileUrl } from './file-urls';
import { fileUrlSecret, JOB_PARTNER_MAIL, JOB_PARTNER_SUBMIT, partnerFor, quietOrders } from './fulfilment';
import './jobs';
import { WebhookSignatureError } from './partner';
import { recordAction, requireAdmin } from './operator-audit';
import { operatorRoutes } from './operator-routes';
import { receiveWebhook } from './webhooks';

/** /webapp/api/print-partner: what the partner calls, with no session (a signature instead). */
export const printPartnerRoutes = new Hono<AppEnv>()
  .use(withJobQueue)
  .post('/webhook/:partner', async (c) => {
    const { partner } = readParams(c, partnerWebhookParams);
    if (partnerFor(c.var.config).name !== partner) throw notFound('The partner');
    // The signature is over the bytes as sent: read raw, parsed only once it checks.
    const raw = await c.req.text();
    try {
      const outcome = await receiveWebhook(
        c.var.db,
        c.var.config,
        jobQueue(c.var.database, c.var.config).enqueue,
        raw,
        c.req.raw.headers,
      );
      return c.json({ received: true, outcome });
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new ApiError(401, 'UNAUTHORIZED', err.message);
      if (err instanceof SyntaxError || (err as { name?: string }).name === 'ZodError')
        throw new ApiError(400, 'BAD_REQUEST', 'The webhook body is not a print job we can read.');
      throw err;
    }
  })
  .get('/files/:orderId/:itemId/:part', async (c) => {
    const { orderId, itemId, part } = readParams(c, fileParams);
    const query = fileQuery.safeParse(c.req.query());
    const secret = fileUrlSecret(c.var.config);
    if (
      !query.success ||
      !secret ||
      !verifyFileUrl(secret, orderId, `${itemId}/${part}`, query.data.expires, query.data.signature)
    )
      throw new ApiError(403, 'FORBIDDEN', 'This file link is not valid or has expired.');
    const bytes = await blobStoreFor(c.var.config).get(blobKeyOf(orderId, itemId, part));
    if (!bytes) throw notFound('The print file');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'private, no-store',
    });
  });

function rowJson(o: OrderRow) {
  return {
    id: o.id,
    reference: o.reference,
    status: o.status,
    partner: o.partner,
    partnerReference: o.partnerReference,
    partnerStatus: o.partnerStatus,
    partnerStatusAt: o.partnerStatusAt?.toISOString() ?? null,
    rejectionReason: o.rejectionReason,
    email: o.email,
    paidAt: o.paidAt?.toISOString() ?? null,
  };
}

/** /webapp/api/admin/print-partner: the operator's view of orders at the printer (admins only). */
export const printPartnerAdminRoutes = new Hono<AppEnv>()
  .use(withJobQueue)
  .get('/stuck', async (c) => {
    await requireAdmin(c);
    const { hours } = readQuery(c, stuckOrdersQuery);
    const before = new Date(Date.now() - (hours ?? c.var.config.PRINT_PARTNER_STUCK_HOURS) * 3_600_000);
    const rows = await quietOrders(c.var.db, before);
    return c.json({ orders: rows.map(rowJson) }, 200, { 'Cache-Control': 'no-store' });
  })
  .get('/rejections', async (c) => {
    await requireAdmin(c);
    const rows = await c.var.db
      .select()
      .from(orders)
      .where(and(eq(orders.partnerStatus, 'rejected'), isNotNull(orders.partnerReference)))
      .orderBy(desc(orders.partnerStatusAt));
    return c.json({ orders: rows.map(rowJson) }, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/resend', async (c) => {
    const operator = await requireAdmin(c);
    const { orderId } = await readJson(c, partnerOrderBody);
    const [order] = await c.var.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('The order');
    if (!order.partnerManifest)
      throw new ApiError(409, 'CONFLICT', 'This order has no print files at the partner yet.');
    if (order.status === 'cancelled') throw new ApiError(409, 'CONFLICT', 'This order is cancelled.');
    if (order.partnerStatus !== 'rejected' && order.partnerStatus !== 'canceled' && order.partnerReference)
      throw new ApiError(
        409,
        'CONFLICT',
        'The partner still has this order; resend only a rejected or canceled one.',
      );
    // A new job at the partner: a new idempotency key, the old job's status kept in the history.
    const [reset] = await c.var.db
      .update(orders)
      .set({
        partnerReference: null,
        partnerStatus: null,
        partnerKey: sql`gen_random_uuid()::text`,
        trackingId: null,
        trackingUrl: null,
        rejectionReason: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(orders.id, order.id),
          sql`${orders.partnerStatus} is not distinct from ${order.partnerStatus}`,
        ),
      )
      .returning();
    if (!reset) throw new ApiError(409, 'CONFLICT', 'This order changed meanwhile; look at it again.');
    await jobQueue(c.var.database, c.var.config).enqueue(JOB_PARTNER_SUBMIT, {
      orderId: order.id,
      attempt: 0,
    });
    await recordAction(
      c.var.db,
      operator,
      order.id,
      'resend',
      order.partnerReference ? `${order.partnerReference} (${order.partnerStatus})` : '—',
    );
    return c.json({ order: rowJson(reset) });
  })
  .post('/refund', async (c) => {
    const operator = await requireAdmin(c);
    const { orderId } = await readJson(c, partnerOrderBody);
    const [order] = await c.var.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('The order');
    if (order.partnerStatus === 'shipped' || order.partnerStatus === 'delivered')
      throw new ApiError(409, 'CONFLICT', 'This order has shipped; refund it through the payments desk.');
    if (order.partnerReference && order.partnerStatus !== 'rejected' && order.partnerStatus !== 'canceled') {
      const stopped = await partnerFor(c.var.config).cancel(order.partnerReference);
      if (!stopped)
        throw new ApiError(
          409,
          'CONFLICT',
          'The partner is already printing this order; it cannot be stopped.',
        );
    }
    const [cancelled] = await c.var.db
      .update(orders)
      .set({
        status: 'cancelled',
        history: [...order.history, { status: 'cancelled', at: new Date().toISOString() }],
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    if (!cancelled) throw new ApiError(409, 'CONFLICT', 'This order changed meanwhile; look at it again.');
    let refunded = 0;
    let refundedMinor = 0;
    for (const p of (await paymentsOf(c.var.db, order.id)).filter((p) => p.status === 'succeeded'))
      if (
        await refundPayment(c.var.db, p, {
          code: 'print_rejected',
          message: 'Refunded in full: the order could not be printed.',
        })
      ) {
        refunded++;
        refundedMinor += p.amountMinor;
      }
    // The rejection e-mail promised to write: the customer is told of the refund, and how much.
    if (refunded > 0)
      await jobQueue(c.var.database, c.var.config).enqueue(JOB_PARTNER_MAIL, {
        orderId: order.id,
        status: 'refunded',
        amountMinor: refundedMinor,
      });
    await recordAction(
      c.var.db,
      operator,
      order.id,
      'refund',
      formatMoney({ amount: refundedMinor, currency: order.currency }, 'en-GB'),
    );
    return c.json({ order: rowJson(cancelled), refundedPayments: refunded });
  })
  .route('/', operatorRoutes);
