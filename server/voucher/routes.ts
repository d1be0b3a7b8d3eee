import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { currentPromotions } from './vouchers';

/** /webapp/api/promotions: the public vouchers live now, with their expiry for the countdown. */
export const promotionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const now = new Date();
  const rows = await currentPromotions(c.var.db, now);
  return c.json(
    {
      now: now.toISOString(),
      promotions: rows.map((v) => ({
        code: v.code,
        kind: v.kind,
        percentOff: v.percentOff,
        amountOff: v.amountOff,
        minimumSpend: v.minimumSpend,
        expiresAt: v.expiresAt?.toISOString() ?? null,
      })),
    },
    200,
    { 'Cache-Control': 'no-store' },
  );
});
