import { Hono } from 'hono';
import { optionalUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/validate';
import { BROWSER_ID_HEADER, CLICK_IDS_HEADER, conversionBatchSchema } from '../../contract/api/conversion';
import { conversionEvents } from './schema';

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
  const { events } = await readJson(c, conversionBatchSchema);
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
