import { Hono } from 'hono';
import { z } from 'zod';
import { optionalUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/validate';
import { BROWSER_ID_HEADER, CLICK_IDS_HEADER, CONVERSION_EVENTS, SINGLE_PRODUCT_EVENTS } from './events';
import { conversionEvents } from './schema';

const product = z.object({
  productCode: z.string().min(1).max(64),
  price: z.number().nonnegative(),
  quantity: z.number().int().min(0).max(1000),
});

const batchEvent = z
  .object({
    event: z.object({
      eventName: z.enum(CONVERSION_EVENTS),
      /** Seconds since the epoch. */
      eventTimestamp: z.number().int().positive(),
      eventSourceUrl: z.url().max(2000),
      eventId: z.string().min(1).max(100),
      actionSource: z.literal('website'),
    }),
    properties: z.object({
      products: z.array(product).max(100).optional(),
      currency: z.string().length(3).optional(),
      totalPrice: z.number().nonnegative().optional(),
      transactionKey: z.string().max(100).optional(),
      voucherCodes: z.array(z.string().max(40)).max(10).optional(),
      locale: z.string().max(10).optional(),
    }),
  })
  .refine((e) => !SINGLE_PRODUCT_EVENTS.includes(e.event.eventName) || e.properties.products?.length === 1, {
    message: 'must hold exactly one product for this event',
    path: ['properties', 'products'],
  });

const batch = z.object({ events: z.array(batchEvent).min(1).max(50) });

function clickIdsOf(header: string | undefined): Record<string, string> {
  if (!header) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(header)) if (/^[a-z_]{2,12}$/.test(k)) out[k] = v.slice(0, 500);
  return out;
}

/**
 * /webapp/api/conversion/events: our own conversion collector (the default endpoint). It keeps
 * each event with the user its Authorization header names and the browser's ids.
 */
export const conversionRoutes = new Hono<AppEnv>().post('/events', async (c) => {
  const { events } = await readJson(c, batch);
  const user = await optionalUser(c);
  const browserId = c.req.header(BROWSER_ID_HEADER)?.slice(0, 100) ?? null;
  const clickIds = clickIdsOf(c.req.header(CLICK_IDS_HEADER));
  await c.var.db.insert(conversionEvents).values(
    events.map((e) => ({
      eventId: e.event.eventId,
      eventName: e.event.eventName,
      userUuid: user?.uuid ?? null,
      browserId,
      clickIds,
      event: e.event,
      properties: e.properties,
    })),
  );
  return c.json({ received: events.length }, 202);
});
