import type { MiddlewareHandler } from 'hono';
import { log } from '../lib/log';
import { withRequestContext } from '../lib/request-context';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept only when it is short and plain: it goes into log lines and headers. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's X-Request-Id when it is sane (a proxy's), else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Gives every request an id (the proxy's X-Request-Id when sane, else a new UUID): answered in the
 * `X-Request-Id` header and in every error body (`error.requestId`, server/http/errors.ts), and
 * carried by every log line written while the request is handled (server/lib/request-context.ts).
 * Logs one access line per request at info: method, path without its query, status, ms and the id.
 * No query strings, bodies or client addresses: they can hold personal data.
 */
export const requestId: MiddlewareHandler = async (c, next) => {
  const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
  const started = performance.now();
  await withRequestContext({ requestId: id }, async () => {
    try {
      await next();
    } finally {
      c.header(REQUEST_ID_HEADER, id);
      log.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });
};
