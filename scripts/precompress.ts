// Writes a brotli (.br) and a gzip (.gz) copy beside every text and WebAssembly file of the built web app and
// marketing site, so the server sends them compressed without compressing on each request
// (server/http/static.ts, server/marketing/site.ts). Run by `npm run build`.
// Usage: tsx scripts/precompress.ts [DIR...]   (default: $DIST_DIR/webapp and $DIST_DIR/site)
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions compressed at build time (the server compresses nothing else). */
export const PRECOMPRESS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  // The face detector's TensorFlow.js binaries: about three quarters smaller in brotli.
  '.wasm',
]);
/** Files smaller than this gain nothing worth a second request path. */
const MIN_BYTES = 256;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every matching file under `dir` (brotli at quality 11, 9 above 1 MB; gzip at level 9); a copy that
 * would not be smaller is not written (and a stale one is removed). `skip` leaves out files the
 * server rewrites before sending. Returns the bytes before and after, per coding.
 */
export function precompressDir(dir: string, skip: (file: string) => boolean = () => false) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of files(dir)) {
    if (!PRECOMPRESS.has(extname(file)) || skip(file)) continue;
    const body = readFileSync(file);
    if (body.byteLength < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        // The best quality for what a first load waits for; big, rarely loaded files (the CMS, the
        // HEIC decoder) a little lower, so the build does not spend a minute on one file.
        [constants.BROTLI_PARAM_QUALITY]: body.byteLength > 1024 * 1024 ? 9 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [constants.BROTLI_PARAM_MODE]:
          extname(file) === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    totals.files += 1;
    totals.bytes += body.byteLength;
    for (const [suffix, out, key] of [
      ['.br', br, 'br'],
      ['.gz', gz, 'gzip'],
    ] as const) {
      if (out.byteLength < body.byteLength) {
        writeFileSync(file + suffix, out);
        totals[key] += out.byteLength;
      } else {
        totals[key] += body.byteLength;
        try {
          unlinkSync(file + suffix);
        } catch {}
      }
    }
  }
  return totals;
}

/** The marketing server fills the site's origin into these before sending, so it compresses them itself. */
const REWRITTEN_BY_SITE_SERVER = new Set(['.html', '.xml', '.txt']);

function main(args: string[]) {
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  const dirs = args.length > 0 ? args.map((d) => resolve(d)) : [join(dist, 'webapp'), join(dist, 'site')];
  for (const dir of dirs) {
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
      console.warn(`precompress: ${dir} is not built, skipped`);
      continue;
    }
    const isSite = dir.endsWith(`${join('/', 'site')}`);
    const t = precompressDir(dir, isSite ? (f) => REWRITTEN_BY_SITE_SERVER.has(extname(f)) : undefined);
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    console.info(
      `precompress ${dir}: ${t.files} files, ${kb(t.bytes)} -> brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
