import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { readQuery } from '../http/validate';
import { catalogQuerySchema } from '../../contract/catalog/catalog';
import { readCatalog } from './catalog-query';

export const catalogRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const q = readQuery(c, catalogQuerySchema);
  const { db, config } = c.var;
  const catalog = await readCatalog(
    db,
    q.currency ?? config.DEFAULT_CURRENCY,
    (q.locale ?? 'en').toLowerCase(),
  );
  // The catalog changes only with a deploy; browsers may keep it briefly, keyed by the query.
  return c.json(catalog, 200, { 'Cache-Control': 'public, max-age=300' });
});
