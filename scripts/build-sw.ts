/**
 * Builds the service worker (workers/service-worker.ts) into <DIST_DIR>/webapp/sw.js after
 * `vite build`: esbuild bundles the Workbox modules it uses, then Workbox injects the precache
 * manifest, each file of the app shell with its content hash (so every build precaches only what
 * changed, and its old entries are removed when the new worker activates).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, process.env.DIST_DIR ?? 'dist', 'webapp');
const tmp = mkdtempSync(join(tmpdir(), 'bindery-sw-'));
const bundled = join(tmp, 'sw.js');

try {
  await build({
    entryPoints: [join(root, 'workers/service-worker.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: join(out, 'sw.js'),
    globDirectory: out,
    // The app shell: the page, every script, style and web font. Not the HEIC decoder (about 2 MB,
    // loaded the first time a HEIC photo is picked) nor the face models: cached when they load.
    globPatterns: ['index.html', 'favicon.png', 'assets/*.{js,css,woff,woff2}'],
    globIgnores: ['assets/libheif-*', 'assets/heic.worker-*', 'assets/human*'],
    // Hashed names: no need for Workbox's ?__WB_REVISION__ on them.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`build-sw: ${warning}`);
  console.log(`service worker: ${out}/sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
