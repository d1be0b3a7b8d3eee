import { Hono } from 'hono';
import { placesBody } from '../../contract/api/places';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/validate';
import { placeAt } from './place-index';

/**
 * POST /api/places/lookup: town names for photo positions, for book and chapter titles. Answered
 * from a data file on this server; positions are neither stored nor passed on.
 */
export const placeRoutes = new Hono<AppEnv>().post('/lookup', async (c) => {
  const body = await readJson(c, placesBody);
  return c.json({ places: body.points.map((p) => placeAt(p.lat, p.lon)) });
});
