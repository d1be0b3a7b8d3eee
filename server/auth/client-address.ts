import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The caller's address for per-client rate limits: the socket's peer (headers can be forged). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The site's public origin for links in e-mails: PUBLIC_URL, or the origin the request came to. */
export function publicOrigin(c: Context, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : new URL(c.req.url).origin;
}
