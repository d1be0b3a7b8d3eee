import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import { AFTER_FIRST_PAINT_LOADER } from '../../contract/web/after-first-paint';
import type { Config } from '../config';

/** The one inline script of index.html, allowed by its hash (contract/web/after-first-paint.ts). */
export const LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_LOADER).digest('base64')}'`;

/** Error reports go straight from the browser to Sentry's ingest hosts when the build has a DSN. */
const SENTRY_INGEST = [
  'https://*.ingest.sentry.io',
  'https://*.ingest.us.sentry.io',
  'https://*.ingest.de.sentry.io',
];

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The web app and the marketing site: our own scripts only (one inline script, by its hash: the
 * loader that starts the app's scripts after the first paint), WebAssembly for
 * the HEIC decoder, module workers, blob: and data: images (photos picked but not yet uploaded,
 * canvas exports), inline styles (React style props, Konva's container), the YouTube player of
 * the marketing site's video block, and no framing of our pages by anyone.
 */
export function appPolicy(config: Pick<Config, 'GROWTHBOOK_API_HOST'>) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", LOADER_HASH],
    workerSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'blob:', 'data:', ...originOf(config.GROWTHBOOK_API_HOST), ...SENTRY_INGEST],
    manifestSrc: ["'self'"],
    // The marketing site's video block loads YouTube's privacy-enhanced player after a click.
    frameSrc: ['https://www.youtube-nocookie.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * The Decap CMS admin at /admin: it compiles its schemas at run time ('unsafe-eval'), styles with
 * emotion (inline styles), signs in to GitHub through a Netlify pop-up, talks to the GitHub API
 * (or to decap-server on localhost:8081 in local mode) and previews media from blob: URLs.
 */
export function adminPolicy() {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-eval'"],
    workerSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      'blob:',
      'https://api.github.com',
      'https://api.netlify.com',
      'http://localhost:8081',
      'http://127.0.0.1:8081',
    ],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers on every answer (hono's secure-headers): a Content-Security-Policy, no framing
 * (frame-ancestors 'none' and X-Frame-Options: DENY), nosniff, and a Referrer-Policy that sends
 * only our origin to other sites.
 */
export function securityHeaders(config: Pick<Config, 'GROWTHBOOK_API_HOST'>): MiddlewareHandler {
  const common = {
    xFrameOptions: 'DENY',
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Photos and renditions are never embedded by other sites.
    crossOriginResourcePolicy: 'same-origin',
  } as const;
  const app = secureHeaders({ ...common, contentSecurityPolicy: appPolicy(config) });
  // Decap's GitHub sign-in pop-up reports back through window.opener.
  const admin = secureHeaders({
    ...common,
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    contentSecurityPolicy: adminPolicy(),
  });
  return (c, next) =>
    c.req.path === '/admin' || c.req.path.startsWith('/admin/') ? admin(c, next) : app(c, next);
}

/**
 * API answers are personal unless a route says otherwise (the catalog, features and events set
 * their own public Cache-Control): nothing of a signed-in user is kept by a browser or a proxy.
 */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store');
};
