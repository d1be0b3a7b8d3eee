import { Hono } from 'hono';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { roleOf } from '../user/users';
import { flagLateOrders, lateOrders } from './late';
import type { OrderRow } from './schema';

async function requireAdmin(c: Parameters<typeof requireUser>[0]) {
  const user = await requireUser(c);
  if (roleOf(user, c.var.config) !== 'admin')
    throw new ApiError(403, 'FORBIDDEN', 'Only an operator may do this.');
}

const lateJson = (o: OrderRow) => ({
  id: o.id,
  reference: o.reference,
  status: o.status,
  email: o.email,
  country: o.deliveryAddress.countryCode,
  promised: { earliest: o.estimatedDelivery.earliest, latest: o.estimatedDelivery.latest },
  lateAt: o.lateAt!.toISOString(),
  shippingRefundMinor: o.shippingRefundMinor ?? 0,
  currency: o.currency,
});

/** /webapp/api/admin/orders/late: the late rule's flag for the operator screen (server/order/late.ts). */
export const lateAdminRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    await requireAdmin(c);
    const rows = await lateOrders(c.var.db);
    return c.json({ orders: rows.map(lateJson) }, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/sweep', async (c) => {
    await requireAdmin(c);
    return c.json({ flagged: await flagLateOrders(c.var.db, c.var.config) });
  });
