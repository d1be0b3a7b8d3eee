import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/validate';
import { analyticsBatchSchema } from '../../contract/api/analytics';
import { analyticsEvents } from './schema';

/** The first-party collector: the browser batches PageView, experimentJoined and feature events here. */
export const analyticsRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const batch = await readJson(c, analyticsBatchSchema);
  const visitorId = getCookie(c, 'bindery_uid') ?? null;
  const rows = batch.events.map((e) => ({
    eventId: e.id,
    name: e.name,
    properties: e.properties,
    visitorId,
    occurredAt: new Date(e.at),
  }));
  // One insert: a batch is stored whole or not at all; a resent event id is ignored.
  const stored = await c.var.db
    .insert(analyticsEvents)
    .values(rows)
    .onConflictDoNothing({ target: analyticsEvents.eventId })
    .returning({ id: analyticsEvents.id });
  return c.json({ received: rows.length, stored: stored.length }, 202, { 'Cache-Control': 'no-store' });
});
