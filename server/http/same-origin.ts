import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { errorJson } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestOrigin {
  method: string;
  /** The Sec-Fetch-Site header: every current browser sends it on every request. */
  fetchSite?: string | undefined;
  /** The Origin header: browsers send it on every cross-origin request and on same-origin POSTs. */
  origin?: string | undefined;
  /** The Host header the request came to (behind a proxy, PUBLIC_URL names the site's origin). */
  host?: string | undefined;
}

/**
 * Whether a request that changes something comes from our own pages (a CSRF guard on top of
 * Auth.js's token, whatever the content type or body).
 * - Browsers say where a request comes from in Sec-Fetch-Site: only `same-origin` (our pages) and
 *   `none` (the customer's own action, such as a bookmark) may change anything. `same-site` is
 *   refused too: another subdomain is not us.
 * - Without it (an older browser), the Origin must be the site's own or the host the request
 *   came to; `null` (a sandboxed frame, a file) is refused.
 * - Without either, the caller is not a browser (a partner's webhook, curl, the tests): a browser
 *   cannot be made to send a cross-site POST without them, so there is nothing to forge.
 */
export function isSameOriginRequest(req: RequestOrigin, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return true;
  const site = req.fetchSite?.toLowerCase();
  if (site) return site === 'same-origin' || site === 'none';
  if (req.origin === undefined) return true;
  if (req.origin === siteOrigin) return true;
  try {
    const url = new URL(req.origin);
    return req.origin !== 'null' && !!req.host && url.host === req.host.toLowerCase();
  } catch {
    return false;
  }
}

/** Refuses a cross-site request that would change something with 403 CROSS_SITE. */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ok = isSameOriginRequest(
    {
      method: c.req.method,
      fetchSite: c.req.header('sec-fetch-site'),
      origin: c.req.header('origin'),
      host: c.req.header('host'),
    },
    c.var.siteOrigin,
  );
  if (ok) return next();
  return errorJson(c, 403, {
    error: {
      code: 'CROSS_SITE',
      message: 'This request came from another site and was refused. Open Bindery itself and try again.',
    },
  });
};
