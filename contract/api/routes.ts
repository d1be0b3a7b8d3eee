// The route registry, one file per area of the API (routes-*.ts); this list keeps their order.
import { ACCOUNT_ROUTES } from './routes-account';
import { AUTH_ROUTES } from './routes-auth';
import { COLLAB_ROUTES } from './routes-collab';
import { COMMERCE_ROUTES } from './routes-commerce';
import { EDITOR_ROUTES } from './routes-editor';
import { LATE_ROUTES } from './routes-late';
import { PARTNER_ROUTES } from './routes-partner';
import { PRINT_ROUTES } from './routes-print';
import type { ApiRoute } from './route-kit';

export type { ApiRoute, HttpMethod } from './route-kit';

/** The routes with their own types (the client infers calls from them); API_ROUTES is the same list. */
export const TYPED_ROUTES = [
  ...AUTH_ROUTES,
  ...ACCOUNT_ROUTES,
  ...PRINT_ROUTES,
  ...COMMERCE_ROUTES,
  ...EDITOR_ROUTES,
  ...PARTNER_ROUTES,
  ...LATE_ROUTES,
  ...COLLAB_ROUTES,
] satisfies readonly ApiRoute[];

export const API_ROUTES: readonly ApiRoute[] = TYPED_ROUTES;

/** One route of the list with its own types. */
export type ApiRouteEntry = (typeof TYPED_ROUTES)[number];
