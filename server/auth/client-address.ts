import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';

/** The caller's address for per-client rate limits: the socket's peer (headers can be forged). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether the browser reached us over HTTPS, so cookies must be Secure: PUBLIC_URL is https, or a
 * trusted TLS-terminating proxy (TRUST_PROXY=true) says X-Forwarded-Proto: https, or the request
 * itself came over TLS.
 */
export function isSecureRequest(c: Context<AppEnv>): boolean {
  const { PUBLIC_URL, TRUST_PROXY } = c.var.config;
  if (PUBLIC_URL?.startsWith('https:')) return true;
  if (TRUST_PROXY) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto === 'https') return true;
  }
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * The site's origin for links in e-mails: PUBLIC_URL, or the server's own http://localhost:PORT.
 * Never the request's Host or X-Forwarded-Host, which would let anyone send our mail with a link
 * to their own site (server/config.ts siteOrigin).
 */
export function publicOrigin(c: Context<AppEnv>): string {
  return c.var.siteOrigin;
}
