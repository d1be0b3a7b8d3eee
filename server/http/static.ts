import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves a built single-page app from `root` under `base`: hashed files under assets/ are cached
 * for a year, every other file briefly, and any other path falls back to index.html (never cached,
 * so a deploy is picked up on the next load).
 */
export function spaHandler(root: string, base: string) {
  const rootWithSep = root.endsWith(sep) ? root : root + sep;
  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' });
    }
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path.slice(base.length));
    } catch {
      return c.text('Bad request', 400);
    }
    const file = normalize(join(root, rel));
    if (file.startsWith(rootWithSep) && extname(file) !== '') {
      const found = await stat(file).catch(() => null);
      if (found?.isFile()) {
        const immutable = rel.startsWith('assets/');
        return c.body(new Uint8Array(await readFile(file)), 200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': immutable ? IMMUTABLE : 'public, max-age=3600',
        });
      }
      // A missing hashed asset is a real 404, not the app's HTML (which would break as a script).
      if (rel.startsWith('assets/')) return c.text('Not found', 404);
    }
    const index = await readFile(join(root, 'index.html')).catch(() => null);
    if (!index) {
      return c.text('The web app is not built yet: run `npm run build`.', 503);
    }
    return c.body(new Uint8Array(index), 200, {
      'Content-Type': TYPES['.html']!,
      'Cache-Control': 'no-cache',
    });
  };
}
