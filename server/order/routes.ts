import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  cancelOrderBody,
  printFileParams,
  printTransactionsQuery,
  retryPaymentBody,
  transactionQuery,
  updateOrderAddressBody,
  updateOrderLayoutBody,
} from '../../contract/api/orders';
import { requireUser } from '../auth/current-user';
import { pageCountOf } from '../basket/basket';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readJson, readParams, readQuery } from '../http/validate';
import { blobStoreFor } from '../blob/blob-store';
import { jobQueue, withJobQueue } from '../jobs/queue';
import { refundPayment } from '../payment/refunds';
import { findOwnedPrint } from '../print/prints';
import './jobs';
import { partnerFor } from '../print-partner/fulfilment';
import {
  changeWindow,
  findOwnedOrder,
  itemsOf,
  listOrders,
  orderJson,
  orderSummaryJson,
  paymentsOf,
  withStatus,
} from './orders';
import { retryPayment } from './purchase';
import { orderItems, orders } from './schema';
import { JOB_PRINT_FILES } from './settle';

async function orderAnswer(c: Context<AppEnv>, userUuid: string, id: string) {
  const order = await findOwnedOrder(c.var.db, userUuid, id);
  return {
    order: orderJson(
      order,
      await itemsOf(c.var.db, [order.id]),
      await paymentsOf(c.var.db, order.id),
      c.var.config.ORDER_CANCEL_WINDOW_MINUTES,
    ),
  };
}

/** Refuses a change once the window is shut, with the reason. */
function assertChangeable(order: typeof orders.$inferSelect, windowMinutes: number) {
  const window = changeWindow(order, windowMinutes, new Date());
  if (!window.open)
    throw new ApiError(409, 'CONFLICT', window.reason, { details: { reason: 'window_closed' } });
}

/** /webapp/api/order-history */
export const orderHistoryRoutes = new Hono<AppEnv>().use(withJobQueue).get('/', async (c) => {
  const user = await requireUser(c);
  const rows = await listOrders(c.var.db, user.uuid);
  const items = await itemsOf(
    c.var.db,
    rows.map((o) => o.id),
  );
  return c.json(
    {
      orders: rows.map((o) =>
        orderSummaryJson(
          o,
          items.filter((i) => i.orderId === o.id),
        ),
      ),
    },
    200,
    { 'Cache-Control': 'no-store' },
  );
});

/** /webapp/api/transaction */
export const transactionRoutes = new Hono<AppEnv>()
  .use(withJobQueue)
  .get('/', async (c) => {
    const user = await requireUser(c);
    const { id } = readQuery(c, transactionQuery);
    return c.json(await orderAnswer(c, user.uuid, id), 200, { 'Cache-Control': 'no-store' });
  })
  .get('/get-print-transactions', async (c) => {
    const user = await requireUser(c);
    const { printId } = readQuery(c, printTransactionsQuery);
    const lines = await c.var.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.printId, printId), eq(orders.userUuid, user.uuid)));
    const ids = [...new Set(lines.map((l) => l.orderId))];
    const rows = ids.length ? await c.var.db.select().from(orders).where(inArray(orders.id, ids)) : [];
    const items = await itemsOf(c.var.db, ids);
    return c.json(
      {
        orders: rows.map((o) =>
          orderSummaryJson(
            o,
            items.filter((i) => i.orderId === o.id),
          ),
        ),
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  })
  .post('/retry-payment', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, retryPaymentBody);
    return c.json(await retryPayment(c, user, body));
  });

/** /webapp/api/order */
export const orderRoutes = new Hono<AppEnv>()
  .use(withJobQueue)
  .get('/:orderId/print-file/:itemId', async (c) => {
    const user = await requireUser(c);
    const { orderId, itemId } = readParams(c, printFileParams);
    const order = await findOwnedOrder(c.var.db, user.uuid, orderId);
    const [item] = await c.var.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, order.id)));
    if (!item) throw notFound('The order line');
    // Made by a worker after payment: until then (or if its file went missing) there is none.
    const bytes = item.pdfPath ? await blobStoreFor(c.var.config).get(item.pdfPath) : null;
    if (!bytes) throw notFound('The print file');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${order.reference}-${item.id.slice(0, 8)}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .post('/cancel', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, cancelOrderBody);
    const order = await findOwnedOrder(c.var.db, user.uuid, body.orderId);
    assertChangeable(order, c.var.config.ORDER_CANCEL_WINDOW_MINUTES);
    const [cancelled] = await c.var.db
      .update(orders)
      .set({ status: 'cancelled', history: withStatus(order.history, 'cancelled'), updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    if (!cancelled) throw new ApiError(409, 'CONFLICT', 'This order changed meanwhile; look at it again.');
    // Already at the partner (it takes orders at once): the job there is cancelled too, before printing.
    if (order.partnerReference)
      await partnerFor(c.var.config)
        .cancel(order.partnerReference)
        .catch(() => false);
    const paid = (await paymentsOf(c.var.db, order.id)).filter((p) => p.status === 'succeeded');
    // A payment still on its 3-D Secure page is refunded by settle.ts if it is approved later.
    for (const p of paid) await refundPayment(c.var.db, p);
    return c.json(await orderAnswer(c, user.uuid, order.id));
  })
  .post('/update-address', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, updateOrderAddressBody);
    const order = await findOwnedOrder(c.var.db, user.uuid, body.orderId);
    assertChangeable(order, c.var.config.ORDER_CANCEL_WINDOW_MINUTES);
    if (body.address.countryCode !== order.deliveryAddress.countryCode) {
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        'The new address must be in the same country: shipping and VAT were charged for that country.',
        { field: 'body.address.countryCode' },
      );
    }
    const { isDefault: _d, ...address } = body.address;
    await c.var.db
      .update(orders)
      .set({ deliveryAddress: address, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    return c.json(await orderAnswer(c, user.uuid, order.id));
  })
  .post('/update-layout', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, updateOrderLayoutBody);
    const order = await findOwnedOrder(c.var.db, user.uuid, body.orderId);
    assertChangeable(order, c.var.config.ORDER_CANCEL_WINDOW_MINUTES);
    const [item] = await c.var.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, body.itemId), eq(orderItems.orderId, order.id)));
    if (!item) throw notFound('The order item');
    const print = await findOwnedPrint(c.var.db, user.uuid, item.printId);
    if (pageCountOf(print.document) !== item.pageCount) {
      throw new ApiError(
        400,
        'BAD_REQUEST',
        `The print now has ${pageCountOf(print.document)} pages but ${item.pageCount} were paid for; order it again instead.`,
      );
    }
    await c.var.db
      .update(orderItems)
      .set({ document: print.document, title: print.title, pdfPath: null, pdfBytes: null })
      .where(eq(orderItems.id, item.id));
    if (order.paidAt)
      await jobQueue(c.var.database, c.var.config).enqueue(JOB_PRINT_FILES, { orderId: order.id });
    return c.json(await orderAnswer(c, user.uuid, order.id));
  });
