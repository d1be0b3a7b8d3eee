import type { Context } from 'hono';
import { basketViewQuery } from '../../contract/api/basket';
import type { AppEnv } from '../http/env';
import { readQuery } from '../http/validate';
import { partnerFor } from '../print-partner/fulfilment';

/**
 * The view options come with every call in the query (?locale=de-de&country=DE&currency=EUR); the
 * country is the browser's default delivery country, used only while the basket has none of its
 * own. The delivery dates are the print partner's (server/shipping/arrival.ts).
 */
export function viewOptions(c: Context<AppEnv>) {
  const q = readQuery(c, basketViewQuery);
  return {
    locale: q.locale ?? 'en',
    estimates: partnerFor(c.var.config),
    ...(q.country ? { country: q.country } : {}),
    ...(q.currency ? { currency: q.currency } : {}),
  };
}
