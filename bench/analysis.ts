/**
 * `npm run bench:analysis`: what the on-device photo analysis (issue 17) costs per photo, from a
 * 1600 px rendition (the size the image worker makes for the screen):
 * - Node: the hash and quality scores of a 1600 px greyscale image (shrunk to ANALYSIS_EDGE inside),
 *   and the same from the rendition's JPEG bytes with sharp's decode and shrink in front;
 * - Chromium (Debian's, as the journeys launch it): the app's analysis worker (workers/analysis-api,
 *   bundled with esbuild) behind Comlink, timed per photo from the rendition's Blob as the editor
 *   does it: decoded and shrunk with createImageBitmap on the main thread, transferred, analysed.
 * Warm-up first, then repeated trials over the fixture photos; prints figures and writes
 * bench/results/analysis.json. The machine is shared: run it two or three times before trusting one.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import sharp from 'sharp';
import { ANALYSIS_EDGE, analyseGray, grayFromPixels } from '../render-core/analysis';
import { type Figure, formatFigure, measure } from './harness';
import { chromiumLaunch } from './node/chromium';
import { fixturePhotos } from './node/fixtures';

const EDGE = 1600;
const TRIALS = Number(process.env.TRIALS ?? 30);
const figures: Figure[] = [];
const report = (f: Figure) => {
  figures.push(f);
  console.log(formatFigure(f));
};

console.log(`analysis bench · node ${process.version} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}\n`);

// 1600 px renditions of the fixture photos, upright, as the image worker makes them.
const photos = fixturePhotos().slice(0, 12);
const renditions = await Promise.all(
  photos.map((p) =>
    sharp(p.path).rotate().resize(EDGE, EDGE, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer(),
  ),
);
const grays = await Promise.all(
  renditions.map(async (jpeg) => {
    const { data, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
    return grayFromPixels(data, info.width, info.height, 1);
  }),
);

let at = 0;
const nextIndex = () => at++ % photos.length;

report(
  await measure(
    'node: hash + scores of a 1600 px grey image',
    (i: number) => analyseGray(grays[i]!),
    nextIndex,
    {
      trials: TRIALS,
      note: `shrunk to ${ANALYSIS_EDGE} px inside`,
    },
  ),
);
report(
  await measure(
    'node: 1600 px JPEG decoded (sharp) + hash + scores',
    async (i: number) => {
      const { data, info } = await sharp(renditions[i]!)
        .resize(ANALYSIS_EDGE, ANALYSIS_EDGE, { fit: 'inside' })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return analyseGray(grayFromPixels(data, info.width, info.height, 1));
    },
    nextIndex,
    { trials: TRIALS },
  ),
);

// The browser worker: the real worker module, bundled, served from a throwaway folder.
const root = mkdtempSync(join(tmpdir(), 'bindery-bench-analysis-'));
const workerEntry = fileURLToPath(new URL('../workers/analysis.worker.ts', import.meta.url));
await build({
  entryPoints: { 'analysis.worker': workerEntry },
  bundle: true,
  format: 'esm',
  outdir: root,
  // Faces have their own figure (bench/faces.ts); this one is the hash and scores alone.
  external: ['./faces'],
  logLevel: 'warning',
});
const comlink = fileURLToPath(new URL('../node_modules/comlink/dist/esm/comlink.mjs', import.meta.url));
await build({
  stdin: {
    contents: `
      import * as Comlink from ${JSON.stringify(comlink)};
      const worker = Comlink.wrap(new Worker('./analysis.worker.js', { type: 'module' }));
      const blobs = [];
      window.ready = (async () => {
        await worker.ping();
        for (let i = 0; i < ${renditions.length}; i++) {
          blobs.push(await (await fetch('./photo-' + i + '.jpg')).blob());
        }
      })();
      // One photo as the editor's analysis does it: decode and shrink, transfer, analyse.
      window.analyseOne = async (i) => {
        const blob = blobs[i % blobs.length];
        const start = performance.now();
        const probe = await createImageBitmap(blob);
        const landscape = probe.width >= probe.height;
        probe.close();
        const bitmap = await createImageBitmap(blob, {
          ...(landscape ? { resizeWidth: ${ANALYSIS_EDGE} } : { resizeHeight: ${ANALYSIS_EDGE} }),
          resizeQuality: 'medium',
        });
        const result = await worker.analyse(Comlink.transfer(bitmap, [bitmap]), { faces: false });
        return { ms: performance.now() - start, hash: result.analysis.hash };
      };
    `,
    resolveDir: root,
    loader: 'js',
  },
  bundle: true,
  format: 'esm',
  outfile: join(root, 'page.js'),
  logLevel: 'warning',
});
writeFileSync(
  join(root, 'index.html'),
  '<!doctype html><meta charset="utf-8"><script type="module" src="./page.js"></script>',
);
for (const [i, jpeg] of renditions.entries()) writeFileSync(join(root, `photo-${i}.jpg`), jpeg);

const types: Record<string, string> = { js: 'text/javascript', html: 'text/html', jpg: 'image/jpeg' };
const server: Server = createServer((req, res) => {
  const name = (req.url ?? '/').split('?')[0]!.replace(/^\/+/, '') || 'index.html';
  try {
    const body = readFileSync(join(root, name.replace(/\.\./g, '')));
    res.writeHead(200, { 'content-type': types[name.split('.').pop() ?? ''] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch(chromiumLaunch);
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/index.html`);
  await page.waitForFunction(() => 'ready' in window);
  await page.evaluate(() => (window as unknown as { ready: Promise<void> }).ready);
  // Each trial is timed inside the page (performance.now), so Playwright's round trip is not in it.
  const analyse = (i: number) =>
    page.evaluate(
      (n) => (window as unknown as { analyseOne(n: number): Promise<{ ms: number }> }).analyseOne(n),
      i,
    );
  for (let i = 0; i < 5; i++) await analyse(i);
  const times: number[] = [];
  for (let i = 0; i < TRIALS; i++) times.push((await analyse(i)).ms);
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  report({
    name: 'chromium worker: 1600 px JPEG blob → bitmap → hash + scores',
    median: q(0.5),
    min: times[0]!,
    max: times.at(-1)!,
    iqr: q(0.75) - q(0.25),
    trials: TRIALS,
    note: `decode + shrink to ${ANALYSIS_EDGE} px on the main thread, analysis in the worker`,
  });
} finally {
  await browser.close();
  server.close();
  rmSync(root, { recursive: true, force: true });
}

const out = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'analysis.json'),
  `${JSON.stringify({ date: new Date().toISOString(), figures }, null, 2)}\n`,
);
