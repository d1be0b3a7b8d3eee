import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { readQuery } from '../http/validate';
import { currencySchema } from './catalog-data';
import { readCatalog } from './catalog-query';

const catalogQuery = z.object({
  currency: currencySchema.optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'must look like en, en-gb or de-de')
    .optional(),
});

export const catalogRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const q = readQuery(c, catalogQuery);
  const { db, config } = c.var;
  const catalog = await readCatalog(
    db,
    q.currency ?? config.DEFAULT_CURRENCY,
    (q.locale ?? 'en').toLowerCase(),
  );
  // The catalog changes only with a deploy; browsers may keep it briefly, keyed by the query.
  return c.json(catalog, 200, { 'Cache-Control': 'public, max-age=300' });
});
