import { and, eq, inArray } from 'drizzle-orm';
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
import { findOwnedPrint } from '../print/prints';
import './jobs';
import { postal } from './change-window';
import { cancelOrder, changeAddress, changeLayout } from './changes';
import { findOwnedOrder, itemsOf, listOrders, orderJson, orderSummaryJson, paymentsOf } from './orders';
import { retryPayment } from './purchase';
import { orderItems, orders } from './schema';

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

const changeContext = (c: Context<AppEnv>) => ({
  db: c.var.db,
  config: c.var.config,
  enqueue: jobQueue(c.var.database, c.var.config).enqueue,
});

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
    const done = await cancelOrder(changeContext(c), order);
    // 202: the printer could not be asked yet; the order is "cancelling" until it answers.
    return c.json(await orderAnswer(c, user.uuid, order.id), done === 'cancelled' ? 200 : 202);
  })
  .post('/update-address', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, updateOrderAddressBody);
    const order = await findOwnedOrder(c.var.db, user.uuid, body.orderId);
    if (body.address.countryCode !== order.deliveryAddress.countryCode) {
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        'The new address must be in the same country: shipping and VAT were charged for that country.',
        { field: 'body.address.countryCode' },
      );
    }
    const { isDefault: _d, ...address } = body.address;
    await changeAddress(changeContext(c), order, postal(address));
    return c.json(await orderAnswer(c, user.uuid, order.id));
  })
  .post('/update-layout', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, updateOrderLayoutBody);
    const order = await findOwnedOrder(c.var.db, user.uuid, body.orderId);
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
    await changeLayout(changeContext(c), order, item, { document: print.document, title: print.title });
    return c.json(await orderAnswer(c, user.uuid, order.id));
  });
