import { Hono } from 'hono';
import { buildOpenApi } from '../../contract/api/openapi';
import pkg from '../../package.json';
import type { AppEnv } from '../http/env';

/** Built once: the description changes only with a deploy. */
let described: ReturnType<typeof buildOpenApi> | null = null;

/** GET /webapp/api/openapi.json: the API described from the contract's route registry. */
export const openApiRoutes = new Hono<AppEnv>().get('/', (c) => {
  described ??= buildOpenApi(pkg.version);
  return c.json(described, 200, { 'Cache-Control': 'public, max-age=300' });
});
