import type { z } from 'zod';
import { API_ROUTES, type ApiRoute } from './routes';

export interface RequestProblem {
  /** Where, as the server names it: `body.postcode`, `query.country`. */
  field: string;
  /** The server's wording: `Invalid body.postcode: is not a postcode of this country (…)`. */
  message: string;
}

function patternOf(honoPath: string): RegExp {
  const source = honoPath
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      const m = /^:\w+(?:\{(.+)\})?$/.exec(segment);
      if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return m[1] ? `(?:${m[1]})` : '[^/]+';
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

const compiled = API_ROUTES.map((route) => ({
  route,
  pattern: patternOf(route.path),
  /** Static paths win over parameters, as in the server's router: /print/list before /print/:id. */
  params: (route.path.match(/:|\*/g) ?? []).length,
}));

/** The registry's route by its key, its method and path as the registry writes them: `GET /print/:id`. */
export function routeByKey(key: string): ApiRoute | undefined {
  return API_ROUTES.find((route) => `${route.method} ${route.path}` === key);
}

/** The registry's route for a method and a path under /webapp/api (query string allowed). */
export function findRoute(method: string, path: string): ApiRoute | undefined {
  const bare = path.split('?')[0]!.replace(/\/$/, '') || '/';
  const m = method.toUpperCase();
  return compiled
    .filter(
      (c) =>
        c.pattern.test(bare) &&
        (c.route.method === m || (c.route.method === 'ALL' && (c.route.methods ?? []).some((x) => x === m))),
    )
    .sort((a, b) => a.params - b.params)[0]?.route;
}

function problemOf(where: 'body' | 'query', error: z.ZodError): RequestProblem {
  const first = error.issues[0];
  const path = (first?.path ?? [])
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
  const field = path ? `${where}.${path}` : where;
  return { field, message: first ? `Invalid ${field}: ${first.message}` : `Invalid ${where}` };
}

/**
 * Checks a request against the contract before it is sent: the query and the JSON body with the
 * schemas the server will read them with. Null when it passes, or when the contract holds no
 * schema for that part (the server still checks it).
 */
export function checkRequest(method: string, path: string, body: unknown): RequestProblem | null {
  const route = findRoute(method, path);
  if (!route) return null;
  if (route.query) {
    const at = path.indexOf('?');
    const query = Object.fromEntries(new URLSearchParams(at < 0 ? '' : path.slice(at + 1)));
    const parsed = route.query.safeParse(query);
    if (!parsed.success) return problemOf('query', parsed.error);
  }
  if (route.body) {
    const parsed = route.body.safeParse(body);
    if (!parsed.success) return problemOf('body', parsed.error);
  }
  return null;
}
