import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Context } from 'hono';
import { chooseEncoding, type Coding, compress, precompressed, SUFFIX } from '../http/encoding';
import { localeOfPath, planSitePath } from './resolve';

/** The origin the build writes into canonical, hreflang and sitemap URLs when SITE_URL is unset. */
export const ORIGIN_TOKEN = 'https://site-origin.invalid';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);
const WITH_ORIGIN = new Set(['.html', '.xml', '.txt']);

interface Cached {
  mtimeMs: number;
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | null;
  br: Uint8Array<ArrayBuffer> | null;
}

/**
 * Serves the prerendered marketing site from `root`: pages with the site origin filled in and
 * gzip when asked, hashed assets cached for a year, the locale's 404 page for anything unknown.
 */
export function siteServer(root: string, opts: { siteOrigin: () => string }) {
  const cache = new Map<string, Cached>();

  async function load(file: string, origin: string): Promise<Cached | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${origin} ${file}`;
    const hit = cache.get(key);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const ext = extname(file);
    let body = new Uint8Array(await readFile(file));
    if (WITH_ORIGIN.has(ext))
      body = new TextEncoder().encode(new TextDecoder().decode(body).replaceAll(ORIGIN_TOKEN, origin));
    // The build's .br/.gz copies (scripts/precompress.ts) for files sent as they are; pages with the
    // origin filled in are compressed here, once per file.
    const copies = WITH_ORIGIN.has(ext) ? [] : await precompressed(file);
    const copy = async (c: Coding) =>
      copies.includes(c) ? new Uint8Array(await readFile(file + SUFFIX[c])) : null;
    const worth = TEXT.has(ext) && body.byteLength > 1024;
    const gzip = (await copy('gzip')) ?? (worth ? await compress(body, 'gzip', 'fast') : null);
    const br = (await copy('br')) ?? (worth ? await compress(body, 'br', 'fast') : null);
    const entry: Cached = { mtimeMs: info.mtimeMs, body, gzip, br };
    if (cache.size > 2000) cache.clear();
    cache.set(key, entry);
    return entry;
  }

  function respond(c: Context, file: string, entry: Cached, status: 200 | 403 | 404, cacheControl: string) {
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    // br before gzip, as the request accepts them (q=0 refuses); never for a Range request.
    const available = (['br', 'gzip'] as const).filter((k) => entry[k] !== null);
    const coding = c.req.header('range') ? null : chooseEncoding(c.req.header('accept-encoding'), available);
    const body = coding ? entry[coding]! : entry.body;
    if (coding) headers['Content-Encoding'] = coding;
    headers['Content-Length'] = String(body.byteLength);
    return c.body(body, status, headers);
  }

  // The configured origin, never the Host header: a page cached by a proxy must not point elsewhere.
  const originOf = (_c: Context) => opts.siteOrigin();

  /** Answers a status page (404.html, 403.html) of the path's locale. */
  async function statusPage(c: Context, name: '404.html' | '403.html', status: 403 | 404) {
    const file = join(root, localeOfPath(c.req.path), name);
    const entry = await load(file, originOf(c));
    if (!entry) return c.text(status === 404 ? 'Not found' : 'Forbidden', status);
    return respond(c, file, entry, status, 'no-cache');
  }

  async function serve(c: Context, cacheControl?: string) {
    const plan = planSitePath(root, c.req.path);
    if (plan.kind === 'bad') return c.text('Bad request', 400);
    const entry = await load(plan.file, originOf(c));
    if (!entry) return statusPage(c, '404.html', 404);
    // One URL per page: /about answers with a redirect to /about/, its canonical form.
    if (plan.kind === 'page' && plan.slashRedirect) {
      const query = new URL(c.req.url).search;
      return c.redirect(`${plan.slashRedirect}${query}`, 301);
    }
    const immutable = c.req.path.startsWith('/assets/') || c.req.path.startsWith('/admin/admin-');
    return respond(
      c,
      plan.file,
      entry,
      200,
      cacheControl ?? (immutable ? 'public, max-age=31536000, immutable' : 'no-cache'),
    );
  }

  return {
    serve,
    statusPage,
    exists: async () => (await stat(join(root, 'index.html')).catch(() => null)) !== null,
  };
}
