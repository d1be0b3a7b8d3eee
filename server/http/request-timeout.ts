import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { log } from '../lib/log';
import { errorJson } from './errors';

export interface RequestTimeoutOptions {
  /** Paths that may take longer (a tus upload's chunks, long-lived streams). */
  exempt?: (path: string) => boolean;
}

/** The route pattern that answers this request (`/webapp/api/print/:id`), for the log. */
function routeOf(c: Parameters<MiddlewareHandler>[0]): string {
  const handlers = matchedRoutes(c).filter((r) => r.method !== 'ALL' || !r.path.endsWith('*'));
  return handlers.at(-1)?.path ?? c.req.path;
}

const TIMED_OUT = Symbol('timed out');

/**
 * A request whose handler has not answered within `ms` is answered 503 UNAVAILABLE (with its
 * request id) and logged at warn with its route and time. The handler keeps running (nothing
 * can stop a promise), but its answer is dropped. Time starts when the request reaches this
 * middleware; a body still arriving counts. A handler that holds the event loop cannot be cut
 * (no timer fires meanwhile): it is answered as usual and logged as having overrun.
 */
export function requestTimeout(ms: number, options: RequestTimeoutOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    if (options.exempt?.(c.req.path)) return next();
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), ms);
    });
    const handled = next();
    try {
      const outcome = await Promise.race([handled, timeout]);
      const took = Math.round(performance.now() - started);
      const fields = { method: c.req.method, route: routeOf(c), ms: took, limitMs: ms };
      if (outcome !== TIMED_OUT) {
        if (took > ms) log.warn('request overran its time', fields);
        return;
      }
      // The late answer (or failure) goes nowhere; onError has logged a failure already.
      handled.catch(() => {});
      log.warn('request timed out', fields);
      return errorJson(c, 503, {
        error: {
          code: 'UNAVAILABLE',
          message: 'This took longer than it should. Please try again in a moment.',
        },
      });
    } finally {
      clearTimeout(timer);
    }
  };
}
