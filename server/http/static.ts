import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { type Coding, chooseEncoding, precompressed, SUFFIX } from './encoding';
import { type FirstScreenCatalog, staticFirstScreens } from './static-first-screen';

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

/** A file's precompressed copies, and its bytes as read in each coding (identity: the file itself). */
interface FileCodings {
  codings: Coding[];
  bytes: Partial<Record<Coding | 'identity', Promise<Uint8Array<ArrayBuffer>>>>;
}

const readCodings = async (file: string): Promise<FileCodings> => ({
  codings: await precompressed(file),
  bytes: {},
});

/**
 * Answers a file, from its precompressed copy (`.br`, `.gz` beside it, written by the build) when
 * the request accepts one: br before gzip, never for a Range request. Vary: Accept-Encoding
 * whenever a copy exists, so caches keep the codings apart. `kept` holds what was read of a file
 * that never changes (a hashed asset), so it is read once; without it every answer reads the disk.
 */
async function sendFile(c: Context, file: string, headers: Record<string, string>, kept?: FileCodings) {
  const { codings, bytes } = kept ?? (await readCodings(file));
  const coding = c.req.header('range') ? null : chooseEncoding(c.req.header('accept-encoding'), codings);
  const read = async () => new Uint8Array(await readFile(coding ? file + SUFFIX[coding] : file));
  const key = coding ?? 'identity';
  let body: Uint8Array<ArrayBuffer>;
  if (kept) {
    bytes[key] ??= read();
    const reading = bytes[key];
    // A failed read is not kept: the next request tries the disk again.
    body = await reading.catch((error: unknown) => {
      if (bytes[key] === reading) delete bytes[key];
      throw error;
    });
  } else body = await read();
  const out: Record<string, string> = { ...headers, 'Content-Length': String(body.byteLength) };
  if (codings.length > 0) out.Vary = 'Accept-Encoding';
  if (coding) out['Content-Encoding'] = coding;
  return c.body(body, 200, out);
}

/**
 * Serves a built single-page app from `root` under `base`: hashed files under assets/ are cached
 * for a year, every other file briefly, and any other path falls back to index.html (never cached,
 * so a deploy is picked up on the next load); the first screens' index.html has the screen in it.
 */
export function spaHandler(root: string, base: string, readCatalog?: FirstScreenCatalog) {
  const rootWithSep = root.endsWith(sep) ? root : root + sep;
  const firstScreen = staticFirstScreens(root, readCatalog);
  /**
   * Hashed files under assets/ never change while the server runs (a deploy starts a new one): what
   * was read of each is kept, so answering it again costs no system call (a new device fetches
   * dozens). At most the build's assets in their codings, a few MB; a missing file is not kept.
   */
  const assets = new Map<string, FileCodings>();
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
      const immutable = rel.startsWith('assets/');
      const headers = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? IMMUTABLE : 'public, max-age=3600',
      };
      const kept = immutable ? assets.get(file) : undefined;
      if (kept) return sendFile(c, file, headers, kept);
      const found = await stat(file).catch(() => null);
      if (found?.isFile()) {
        if (!immutable) return sendFile(c, file, headers);
        const codings = await readCodings(file);
        assets.set(file, codings);
        return sendFile(c, file, headers, codings);
      }
      // A missing hashed asset is a real 404, not the app's HTML (which would break as a script).
      if (immutable) return c.text('Not found', 404);
    }
    const index = join(root, 'index.html');
    if (!(await stat(index).catch(() => null))?.isFile()) {
      return c.text('The web app is not built yet: run `npm run build`.', 503);
    }
    const withScreen = await firstScreen(c);
    if (withScreen) return withScreen;
    return sendFile(c, index, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' });
  };
}
