import { and, eq, sql } from 'drizzle-orm';
import { registerJob } from '../jobs/handlers';
import { handOffPartner } from '../print-partner/fulfilment';
import { mailerFor } from '../mail/mailer';
import { orderConfirmationMail } from './confirmation-mail';
import { findOrder, itemsOf, withStatus } from './orders';
import { makePrintFiles } from './print-files';
import { orders } from './schema';
import { flagIfLate, JOB_LATE_CHECK, lateCheckAt } from './late';
import { JOB_CONFIRMATION_MAIL, JOB_PRINT_FILES, JOB_START_PRODUCTION } from './settle';

const orderIdOf = (payload: Record<string, unknown>) => String(payload.orderId);

registerJob(JOB_PRINT_FILES, async (payload, { db, config, enqueue }) => {
  const order = await findOrder(db, orderIdOf(payload));
  if (!order || order.status === 'cancelled') return;
  if (!enqueue) throw new Error('the print files job needs its queue to hand the order over');
  // The files go to the blob store; the hand-off keeps the manifest and queues the submission.
  await makePrintFiles(db, config, order.id, order.userUuid, handOffPartner(db, config, enqueue));
});

registerJob(JOB_CONFIRMATION_MAIL, async (payload, { db, config }) => {
  const order = await findOrder(db, orderIdOf(payload));
  if (!order?.email) return;
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const link = `${base}/webapp/account/order/status/${order.id}`;
  await mailerFor(config).send(orderConfirmationMail(order, await itemsOf(db, [order.id]), link));
});

/** When the cancellation window has passed, a paid order goes to production. */
registerJob(JOB_START_PRODUCTION, async (payload, { db }) => {
  const order = await findOrder(db, orderIdOf(payload));
  if (order?.status !== 'paid') return;
  await db
    .update(orders)
    .set({
      status: 'in_production',
      history: withStatus(order.history, 'in_production'),
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')));
});

/** When an order's delivery promise runs out: late, flagged and its shipping refunded once (late.ts). */
registerJob(JOB_LATE_CHECK, async (payload, { db, config, enqueue }) => {
  const order = await findOrder(db, orderIdOf(payload));
  if (!order) return;
  const due = lateCheckAt(order);
  // Run early (a clock ahead, a promise moved later): come back when it is due.
  if (due.getTime() > Date.now() && enqueue)
    return enqueue(JOB_LATE_CHECK, { orderId: order.id }, { runAt: due });
  await flagIfLate(db, config, order);
});
