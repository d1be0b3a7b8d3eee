/**
 * `npx tsx bench/faces.ts`: issue 17's figure "analysis cost per photo (faces) at 1600 px", in
 * Node (the detector on TensorFlow.js's CPU backend, workers/faces-node.ts) and in Chromium's worker
 * (workers/faces.worker.ts as the app builds it: WebAssembly, else WebGL, else CPU). The issue
 * sets no target. Each trial is one 1600 px rendition of a fixture photo, two with a face and two
 * without; the model's first load is timed apart. Knobs: BENCH_FACES_TRIALS (8), BENCH_BROWSER=off,
 * BENCH_FACES_PORT (4515).
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { build, preview } from 'vite';
import { humanModels } from '../scripts/vite-human-models';
import { nodeFaceDetector, rgbaRendition } from '../workers/faces-node';
import { type Figure, formatFigure, measure } from './harness';
import { chromiumLaunch } from './node/chromium';
import { FIXTURES_DIR } from './node/fixtures';

const PHOTOS = ['photo-28.jpg', 'photo-32.jpg', 'photo-09.jpg', 'photo-13.jpg'];
const LONG_EDGE = 1600;
const TRIALS = Number(process.env.BENCH_FACES_TRIALS ?? 8);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const figures: Figure[] = [];
const report = (f: Figure) => {
  figures.push(f);
  console.log(formatFigure(f));
};

const rendition = (name: string) =>
  rgbaRendition(sharp(join(FIXTURES_DIR, 'photos', name)).rotate(), LONG_EDGE);

// --- Node -------------------------------------------------------------------------------------
const images = await Promise.all(PHOTOS.map(rendition));
const loadStart = performance.now();
await nodeFaceDetector.detectRgba(images[0]!);
console.log(`faces, Node: model load and first photo ${(performance.now() - loadStart).toFixed(0)} ms`);
let next = 0;
report(
  await measure(
    `faces per photo at ${LONG_EDGE} px, Node (${await nodeFaceDetector.backend()} backend)`,
    (image) => nodeFaceDetector.detectRgba(image),
    () => images[next++ % images.length]!,
    { warmup: 2, trials: TRIALS, note: 'no target in issue 17' },
  ),
);

// --- Chromium worker --------------------------------------------------------------------------
if (process.env.BENCH_BROWSER !== 'off') {
  // A page of its own that starts the app's face worker, built with the app's model plugin.
  const src = resolve(ROOT, '.tmp/bench-faces-src');
  const out = resolve(ROOT, '.tmp/bench-faces-dist');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(join(src, 'public'), { recursive: true });
  for (const name of PHOTOS) cpSync(join(FIXTURES_DIR, 'photos', name), join(src, 'public', name));
  writeFileSync(join(src, 'index.html'), '<!doctype html><script type="module" src="./main.ts"></script>');
  writeFileSync(
    join(src, 'main.ts'),
    `import * as Comlink from 'comlink';
const api = Comlink.wrap(new Worker(new URL('../../workers/faces.worker.ts', import.meta.url), { type: 'module' }));
async function bitmap(name) {
  const blob = await (await fetch('./' + name)).blob();
  const full = await createImageBitmap(blob);
  const scale = Math.min(1, ${LONG_EDGE} / Math.max(full.width, full.height));
  return createImageBitmap(full, { resizeWidth: Math.round(full.width * scale), resizeHeight: Math.round(full.height * scale), resizeQuality: 'high' });
}
window.faceBench = async (names, warmup, trials) => {
  const bitmaps = await Promise.all(names.map(bitmap));
  let t = performance.now();
  const first = await api.detectFaces(bitmaps[0]);
  const load = performance.now() - t;
  const times = [];
  const found = [];
  for (let i = 0; i < warmup + trials; i++) {
    t = performance.now();
    const faces = await api.detectFaces(bitmaps[i % bitmaps.length]);
    if (i >= warmup) { times.push(performance.now() - t); found.push(faces.length); }
  }
  return { load, first: first.length, times, found, backend: await api.backend() };
};
`,
  );
  await build({
    root: src,
    configFile: false,
    logLevel: 'warn',
    base: '/',
    plugins: [humanModels({ emit: true })],
    worker: { format: 'es', plugins: () => [humanModels({ emit: false })] },
    build: { outDir: out, emptyOutDir: true, target: 'es2022' },
  });
  const port = Number(process.env.BENCH_FACES_PORT ?? 4515);
  const server = await preview({
    root: src,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: out },
    preview: { port, strictPort: true },
  });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage();
    // Nothing may leave the machine: the model comes from our build, never a CDN.
    const offsite: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(`http://localhost:${port}/`)) offsite.push(request.url());
    });
    await page.goto(`http://localhost:${port}/`);
    await page.waitForFunction(() => 'faceBench' in window);
    const result = (await page.evaluate(
      ([names, trials]) =>
        (
          window as unknown as { faceBench: (n: string[], w: number, t: number) => Promise<unknown> }
        ).faceBench(names as string[], 2, trials as number),
      [PHOTOS, TRIALS] as const,
    )) as { load: number; first: number; times: number[]; found: number[]; backend: string };
    console.log(
      `faces, Chromium worker: model load and first photo ${result.load.toFixed(0)} ms; faces found per trial ${result.found.join(',')}`,
    );
    if (offsite.length > 0)
      throw new Error(`The face worker fetched from outside our server: ${offsite.join(', ')}`);
    report(
      figureOf(
        `faces per photo at ${LONG_EDGE} px, Chromium worker (${result.backend} backend)`,
        result.times,
      ),
    );
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}

/** A figure from times taken in the page: the harness cannot time across the worker boundary. */
function figureOf(name: string, times: number[]): Figure {
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p: number) => {
    const at = (sorted.length - 1) * p;
    const lo = Math.floor(at);
    return sorted[lo]! + (sorted[Math.ceil(at)]! - sorted[lo]!) * (at - lo);
  };
  return {
    name,
    median: q(0.5),
    min: sorted[0]!,
    max: sorted.at(-1)!,
    iqr: q(0.75) - q(0.25),
    trials: sorted.length,
    note: 'no target in issue 17',
  };
}

const dir = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'faces.json'), `${JSON.stringify(figures, null, 2)}\n`);
