import type { z } from 'zod';
import type { ApiRouteEntry } from '../../contract/api/routes';

/**
 * The types of a call, read from the route registry (contract/api/routes.ts) alone: a route's key is
 * its method and path as the registry writes them (`POST /print/update`, `GET /print/:id`).
 * Routes that answer several methods (Auth.js, tus) or something other than JSON are not calls.
 */
type JsonRoute = Exclude<ApiRouteEntry, { method: 'ALL' } | { produces: string }>;

export type RouteKey = JsonRoute extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}`
    : never
  : never;

export type RouteOfKey<K extends RouteKey> = JsonRoute extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}` extends K
      ? R
      : never
    : never
  : never;

type NameOf<S extends string> = S extends `${infer N}{${string}` ? N : S;
/** The names of a Hono path's parameters: `/order/:orderId/print-file/:itemId` -> orderId | itemId. */
export type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? NameOf<Segment> | ParamNames<`/${Tail}`>
    : NameOf<Rest>
  : never;

type QueryValue = string | number | boolean | undefined;

type ParamsOf<R> = R extends { path: infer P extends string }
  ? [ParamNames<P>] extends [never]
    ? undefined
    : { [K in ParamNames<P>]: string | number }
  : never;

type QueryOf<R> = R extends { query: z.ZodType<unknown, infer I> } ? I : Record<string, QueryValue>;

type BodyOf<R> = R extends { body: z.ZodType<unknown, infer I> } ? I : undefined;

/**
 * What a call sends: its path parameters, query and JSON body (typed by the route's schemas), and an
 * AbortSignal if it may be cancelled. One object type per route: conditional intersections of
 * every route's parts would multiply out past what the compiler represents. That the required parts
 * are there is checked before sending (contract/api/check.ts), as the server would.
 */
export type CallArgs<K extends RouteKey> = ArgsByKey[K];

type ArgsByKey = {
  [K in RouteKey]: {
    params?: ParamsOf<RouteOfKey<K>>;
    query?: QueryOf<RouteOfKey<K>>;
    body?: BodyOf<RouteOfKey<K>>;
    signal?: AbortSignal;
  };
};

/** What a call answers: the route's response schema's output, or unknown where none is declared. */
export type CallAnswer<K extends RouteKey> =
  RouteOfKey<K> extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;
