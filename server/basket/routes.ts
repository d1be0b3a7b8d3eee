import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/**
 * The header's basket badge. A visitor without a session has no basket, so the count is 0;
 * baskets of signed-in and guest users arrive with the commerce work.
 */
export const basketRoutes = new Hono<AppEnv>().get('/count', (c) =>
  c.json({ count: 0 }, 200, { 'Cache-Control': 'no-store' }),
);
