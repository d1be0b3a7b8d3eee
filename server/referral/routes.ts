import { Hono } from 'hono';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { creditBalance, FRIEND_PERCENT_OFF, REFERRER_CREDIT, referralCodeOf } from './referrals';

/** /webapp/api/referral: the user's own code, what it gives, and the credit earned so far. */
export const referralRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = await requireUser(c, { registered: true });
  const code = await referralCodeOf(c.var.db, user.uuid);
  return c.json(
    {
      code,
      friendPercentOff: FRIEND_PERCENT_OFF,
      referrerCreditMinor: REFERRER_CREDIT[user.currencyCode] ?? REFERRER_CREDIT.GBP,
      currency: user.currencyCode,
      creditMinor: await creditBalance(c.var.db, user.uuid, user.currencyCode),
    },
    200,
    { 'Cache-Control': 'no-store' },
  );
});
