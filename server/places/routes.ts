import { Hono } from 'hono';
import { placesBody } from '../../contract/api/places';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/validate';
import { placesAt } from './place-thread';

/**
 * POST /api/places/lookup: town names for photo positions, for book and chapter titles. Answered
 * from a data file on this server, in its own thread (place-thread.ts); positions are neither stored nor passed on.
 */
export const placeRoutes = new Hono<AppEnv>().post('/lookup', async (c) => {
  const body = await readJson(c, placesBody);
  return c.json({ places: await placesAt(body.points) });
});
