// What each part of the route registry (routes.ts) is written with: the route's shape, `r`, and
// the shorthands for who may call a route and what its success makes stale.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of /webapp/api: its method and path as Hono mounts it (`:id`, `:page{a|b}`, `*`), what
 * it does, who may call it, and, where the contract holds them, the schemas of its query, path
 * parameters, JSON body and success answer. The server builds /webapp/api/openapi.json from this
 * list (server/openapi), a test holds the list to the routes actually mounted, and the browser's
 * client (src/api/client.ts) checks a request against it before sending.
 */
export interface ApiRoute {
  /** `ALL` is a route that answers several methods (Auth.js, tus); `methods` lists them. */
  method: HttpMethod | 'ALL';
  methods?: readonly (HttpMethod | 'HEAD' | 'OPTIONS')[];
  path: string;
  tag: string;
  summary: string;
  /** none: anyone; session: a signed-in user or guest session; optional: answers both. */
  auth: 'none' | 'session' | 'optional';
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** The success answer is not JSON (an image, a redirect, a page, a tus reply). */
  produces?: string;
  /**
   * The browser's cached answers a successful call makes stale, as query-key prefixes, where they
   * differ from what its tag's writes change (src/api/query-client.ts): a check sent as POST changes
   * nothing, paying changes the basket and the orders.
   */
  invalidates?: readonly (readonly string[])[];
}

type RouteMore = Partial<Omit<ApiRoute, 'method' | 'path' | 'tag' | 'summary'>>;

/**
 * One route; its method, path and schemas keep their own types, so the browser's client
 * (src/api/client.ts) infers each call's request and answer from this list.
 */
export const r = <
  M extends ApiRoute['method'],
  P extends string,
  const X extends RouteMore = Record<never, never>,
>(
  method: M,
  path: P,
  tag: string,
  summary: string,
  more: X = {} as X,
) => ({ method, path, tag, summary, auth: 'session' as ApiRoute['auth'], ...more });

export const open = { auth: 'none' } as const;
// What a write changes beyond its tag's caches (src/api/query-client.ts): checks sent as POST and the
// account's ending change nothing (a change of session drops every cache), paying makes an order.
export const nothing = [] as const;
export const paid = [['basket'], ['orders']] as const;
export const addresses = [['account', 'addresses']] as const;
export const cards = [['account', 'credit-cards']] as const;
