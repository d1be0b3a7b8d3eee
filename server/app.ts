import { join } from 'node:path';
import { Hono } from 'hono';
import { analyticsRoutes } from './analytics/routes';
import { basketRoutes } from './basket/routes';
import { checkDesignRoutes } from './basket/check-routes';
import { conversionRoutes } from './conversion/routes';
import { orderHistoryRoutes, orderRoutes, transactionRoutes } from './order/routes';
import { creditCardRoutes } from './payment/card-routes';
import { sandboxRoutes } from './payment/sandbox-routes';
import { referralRoutes } from './referral/routes';
import { shippingRoutes } from './shipping/routes';
import { promotionRoutes } from './voucher/routes';
import { readCatalog } from './catalog/catalog-query';
import { catalogRoutes } from './catalog/routes';
import { clientLogRoutes } from './client-log/routes';
import { collabRoutes } from './collab/routes';
import { type Config, siteOrigin } from './config';
import type { Currency } from '../contract/money/currency-codes';
import type { Database } from './db/client';
import { featuresRoutes } from './features/routes';
import { accountRoutes } from './account/routes';
import { passwordRoutes } from './auth/password-routes';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';
import { openApiRoutes } from './openapi/routes';
import { currentRoleFrom } from './marketing/current-role';
import { marketingRoutes } from './marketing/routes';
import { checkResponses } from './http/response-contract';
import type { AppEnv } from './http/env';
import { apiNotFound, onError } from './http/errors';
import { requestId } from './http/request-id';
import { requestTimeout } from './http/request-timeout';
import { boundInput, inputLimits, jsonLimits } from './http/input-limits';
import { sameOriginOnly } from './http/same-origin';
import { noStoreByDefault, securityHeaders } from './http/security-headers';
import { spaHandler } from './http/static';
import { rejectMalformedJson } from './http/validate';
import { photoRoutes } from './photo/routes';
import { printRoutes } from './print/routes';
import { printPartnerAdminRoutes, printPartnerRoutes } from './print-partner/routes';
import { lateAdminRoutes } from './order/late-routes';
import { UPLOAD_PATH } from './photo/upload-server';
import { userRoutes } from './user/routes';
import { eventsRoutes } from './events/routes';
import { peopleRoutes } from './people/routes';
import { placeRoutes } from './places/routes';
import { suggestionRoutes } from './suggestions/routes';

/** Every JSON API, mounted at /webapp/api. Its type feeds the typed client in the browser. */
export function apiRoutes() {
  return new Hono<AppEnv>()
    .route('/openapi.json', openApiRoutes)
    .route('/health', healthRoutes)
    .route('/auth/_log', clientLogRoutes)
    .route('/auth', authRoutes)
    .route('/user', userRoutes)
    .route('/account/credit-cards', creditCardRoutes)
    .route('/account', accountRoutes)
    .route('/', passwordRoutes)
    .route('/features', featuresRoutes)
    .route('/analytics', analyticsRoutes)
    .route('/catalog', catalogRoutes)
    .route('/photo', photoRoutes)
    .route('/print', printRoutes)
    .route('/basket/check-design', checkDesignRoutes)
    .route('/basket', basketRoutes)
    .route('/shipping-options', shippingRoutes)
    .route('/promotions', promotionRoutes)
    .route('/referral', referralRoutes)
    .route('/order-history', orderHistoryRoutes)
    .route('/transaction', transactionRoutes)
    .route('/order', orderRoutes)
    .route('/payment/sandbox', sandboxRoutes)
    .route('/conversion', conversionRoutes)
    .route('/events', eventsRoutes)
    .route('/people', peopleRoutes)
    .route('/suggestions', suggestionRoutes)
    .route('/places', placeRoutes)
    .route('/print-partner', printPartnerRoutes)
    .route('/admin/print-partner', printPartnerAdminRoutes)
    .route('/admin/orders/late', lateAdminRoutes)
    .route('/print/collab', collabRoutes);
}
export type ApiType = ReturnType<typeof apiRoutes>;

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built SPA; defaults to DIST_DIR/webapp. */
  webappDir?: string;
  /** The site's origin for links (server/config.ts siteOrigin); main.ts passes the listening port's. */
  siteOrigin?: () => string;
}

export function createApp({ config, database, webappDir, siteOrigin: origin }: AppDeps) {
  const originOf = origin ?? (() => siteOrigin(config));
  const app = new Hono<AppEnv>();
  app.onError(onError);
  // Every request's id: X-Request-Id, error bodies, log lines; one access line each (server/http/request-id.ts).
  app.use(requestId);
  app.use(securityHeaders(config));

  const api = new Hono<AppEnv>();
  api.use(noStoreByDefault);
  // A handler that has not answered in API_REQUEST_TIMEOUT_MS is answered 503; tus uploads take their time.
  api.use(requestTimeout(config.API_REQUEST_TIMEOUT_MS, { exempt: (path) => path.startsWith(UPLOAD_PATH) }));
  api.use(async (c, next) => {
    c.set('config', config);
    c.set('database', database);
    c.set('db', database.db);
    c.set('siteOrigin', originOf());
    await next();
  });
  // Nothing that changes state answers another site's page (server/http/same-origin.ts).
  api.use(sameOriginOnly);
  // Query and body sizes per route, then JSON depth and width before parsing (server/http/input-limits.ts).
  const limits = inputLimits(config);
  const bounded = boundInput(limits);
  const checked = rejectMalformedJson(jsonLimits(limits));
  // Photo uploads stream in tus chunks with their own size limit (server/photo/upload-server.ts);
  // their binary body is read by the upload server itself and must stay unread here.
  api.use((c, next) => (c.req.path.startsWith(UPLOAD_PATH) ? next() : bounded(c, next)));
  api.use((c, next) => (c.req.path.startsWith(UPLOAD_PATH) ? next() : checked(c, next)));
  if (config.CHECK_RESPONSES) api.use(checkResponses('/webapp/api'));
  api.route('/', apiRoutes());
  api.all('*', apiNotFound);
  app.route('/webapp/api', api);

  // /new-print's first screen shows the catalog's categories (server/http/static-first-screen.ts).
  const spa = spaHandler(webappDir ?? join(config.DIST_DIR, 'webapp'), '/webapp/', (currency, locale) =>
    // The handler passes only a currency of the build's list (first-screens.json).
    readCatalog(database.db, currency as Currency, locale),
  );
  app.get('/webapp', (c) => c.redirect('/webapp/', 301));
  app.all('/webapp/*', spa);
  // Everything else is the prerendered marketing site (its own 404 per locale) and its /admin.
  app.route(
    '/',
    marketingRoutes({
      siteDir: join(config.DIST_DIR, 'site'),
      currentRole: currentRoleFrom(config, database),
      siteOrigin: originOf,
    }),
  );
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
