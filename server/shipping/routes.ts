import { Hono } from 'hono';
import { optionalUser } from '../auth/current-user';
import { shippingOptionsQuery } from '../../contract/api/shipping';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readQuery } from '../http/validate';
import { shippingOptionsFor } from './options';

/** /webapp/api/shipping-options?country=DE: methods, prices (the user's currency) and delivery dates. */
export const shippingRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const q = readQuery(c, shippingOptionsQuery);

  // The currency asked for wins, as for the basket (the one chosen in the header): the order step
  // adds this price to the catalog's, which it asks for in that currency.
  const user = q.currency ? null : await optionalUser(c);
  const currency = q.currency ?? user?.currencyCode ?? c.var.config.DEFAULT_CURRENCY;
  const options = shippingOptionsFor(q.country, currency, new Date());
  if (options.length === 0) {
    throw new ApiError(400, 'VALIDATION_FAILED', `We do not deliver to ${q.country}.`, {
      field: 'query.country',
    });
  }
  return c.json({ country: q.country, currency, options }, 200, { 'Cache-Control': 'no-store' });
});
