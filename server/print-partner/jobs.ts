import { eq } from 'drizzle-orm';
import type { JobContext } from '../jobs/handlers';
import { registerJob } from '../jobs/handlers';
import { mailerFor } from '../mail/mailer';
import { orders } from '../order/schema';
import { checkJob, JOB_PARTNER_CHECK, JOB_PARTNER_MAIL, JOB_PARTNER_SUBMIT, submitOrder } from './fulfilment';
import { type PartnerMailKind, partnerMail } from './mail';

function enqueueOf(ctx: JobContext) {
  if (!ctx.enqueue) throw new Error('print partner jobs need a queue to follow up');
  return ctx.enqueue;
}

registerJob(JOB_PARTNER_SUBMIT, (payload, ctx) =>
  submitOrder(ctx.db, ctx.config, enqueueOf(ctx), String(payload.orderId), Number(payload.attempt ?? 0)),
);

registerJob(JOB_PARTNER_CHECK, (payload, ctx) =>
  checkJob(ctx.db, ctx.config, enqueueOf(ctx), String(payload.orderId)),
);

registerJob(JOB_PARTNER_MAIL, async (payload, { db, config }) => {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, String(payload.orderId)));
  if (!order?.email) return;
  const status: PartnerMailKind =
    payload.status === 'rejected' ? 'rejected' : payload.status === 'refunded' ? 'refunded' : 'shipped';
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const link = `${base}/webapp/account/order/status/${order.id}`;
  const refunded = typeof payload.amountMinor === 'number' ? payload.amountMinor : undefined;
  await mailerFor(config).send(partnerMail(order, status, link, refunded));
});
