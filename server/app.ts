import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { basketRoutes } from './basket/routes';
import { catalogRoutes } from './catalog/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './health/routes';
import type { AppEnv } from './http/env';
import { ApiError, apiNotFound, onError } from './http/errors';
import { spaHandler } from './http/static';
import { rejectMalformedJson } from './http/validate';

/** Every JSON API, mounted at /webapp/api. Its type feeds the typed client in the browser. */
export function apiRoutes() {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/catalog', catalogRoutes)
    .route('/basket', basketRoutes);
}
export type ApiType = ReturnType<typeof apiRoutes>;

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built SPA; defaults to DIST_DIR/webapp. */
  webappDir?: string;
}

export function createApp({ config, database, webappDir }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(onError);

  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    c.set('config', config);
    c.set('database', database);
    c.set('db', database.db);
    await next();
  });
  api.use(
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.');
      },
    }),
  );
  api.use(rejectMalformedJson);
  api.route('/', apiRoutes());
  api.all('*', apiNotFound);
  app.route('/webapp/api', api);

  const spa = spaHandler(webappDir ?? join(config.DIST_DIR, 'webapp'), '/webapp/');
  app.get('/webapp', (c) => c.redirect('/webapp/', 301));
  app.all('/webapp/*', spa);
  // Until the marketing site lands, the site root leads to the app.
  app.get('/', (c) => c.redirect('/webapp/', 302));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
