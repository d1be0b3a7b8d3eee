import { registerJob } from '../jobs/handlers';
import { handOffPartner, JOB_PARTNER_SUBMIT } from '../print-partner/fulfilment';
import { changeMail, changeOutcomeSchema } from './change-mail';
import { JOB_CHANGE_MAIL, JOB_ORDER_CANCEL, windowClosesAt } from './change-window';
import { tryCancelAtPartner } from './changes';
import { mailerFor } from '../mail/mailer';
import { orderConfirmationMail } from './confirmation-mail';
import { findOrder, itemsOf } from './orders';
import { makePrintFiles } from './print-files';
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

/**
 * When the change window closes, a paid order goes to the printer: the submission claims the
 * hand-off (print-partner/fulfilment.ts). Run early (another clock), it comes back at the close.
 */
registerJob(JOB_START_PRODUCTION, async (payload, { db, config, enqueue }) => {
  const order = await findOrder(db, orderIdOf(payload));
  if (order?.status !== 'paid' || order.handedOffAt || !enqueue) return;
  const closesAt = windowClosesAt(order, config.ORDER_CANCEL_WINDOW_MINUTES);
  if (closesAt && closesAt.getTime() > Date.now()) {
    await enqueue(JOB_START_PRODUCTION, { orderId: order.id }, { runAt: closesAt });
    return;
  }
  await enqueue(JOB_PARTNER_SUBMIT, { orderId: order.id, attempt: 0 });
});

/** A cancel the printer has not answered yet, asked again (order/changes.ts). */
registerJob(JOB_ORDER_CANCEL, async (payload, { db, config, enqueue }) => {
  const order = await findOrder(db, orderIdOf(payload));
  if (!order || !enqueue) return;
  await tryCancelAtPartner({ db, config, enqueue }, order, Number(payload.attempt ?? 0));
});

/** The printer's answer to a change or cancel, e-mailed in the customer's language. */
registerJob(JOB_CHANGE_MAIL, async (payload, { db, config }) => {
  const order = await findOrder(db, orderIdOf(payload));
  if (!order?.email) return;
  const outcome = changeOutcomeSchema.parse(payload);
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const link = `${base}/webapp/account/order/status/${order.id}`;
  await mailerFor(config).send(changeMail(order, outcome, link));
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
