// npm run bench:intake — the "pick to book in seconds" figures (issue 13; targets raised by issue 25:
// first spread <= 1 s, editable <= 3 s, 500 photos editable <= 10 s, Lighthouse 100), each beside its
// target and the ratio, written as JSON to .tmp/bench-intake.json:
// - /webapp/'s initial JavaScript on the wire: the bytes the server sends (brotli or gzip, as a
//   browser asks) for every script and modulepreload that /webapp/'s index.html names;
// - in Debian's Chromium at 360x740 with the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate):
//   100 photos of 4032 px (scripts/make-photos.ts, made once into a temp folder, each with a 160 px
//   EXIF thumbnail as phones' photos have; BENCH_EXIF_THUMBNAILS=0 leaves it out) picked in the
//   uploader as a guest, timed from the pick to the uploader's first spread and to the editor's
//   first spread (its bindery:first-spread mark) with every photo placed (the app's time: to
//   "Continue" enabled, plus the tap's event to that spread; the 0.2-0.8 s the bench takes to see
//   the button and get its click to a throttled page is printed beside it, not counted), and to that spread with
//   its pictures in (printed beside it, no target); then 500 photos for the
//   editor-open time and the tab's memory (peak PSS of the renderer processes, which hold the page,
//   its workers and decoded images; CDP's JSHeapUsedSize is printed beside it).
// Knobs: BENCH_PHOTOS (100), BENCH_LARGE_PHOTOS (500; 0 skips), BENCH_EDGE (4032 px),
// BENCH_CPU_THROTTLE (4), BENCH_BROWSER=off (only the JavaScript figure), BENCH_PHOTOS_DIR,
// BENCH_MARKS=1 (the marks, requests, long tasks and layout shifts from "Continue" enabled to the
// editor's spread; BENCH_MARKS_FROM=pick lists them from the pick),
// BENCH_PROFILE=1 (a CPU profile of the page's main thread from the pick to the uploader's first
// spread: the top functions by self time, the long tasks and the bindery:* marks, printed per run,
// the whole profile in .tmp/bench-intake-N.cpuprofile; main-thread work barely moves with the
// machine's load, unlike the times), BENCH_TRACE_OUT=file (a Chromium trace of every thread of the
// page, its workers too, from the pick to the uploader's first spread); BENCH_PROFILE_UNTIL=continue
// carries both on to "Continue" enabled. BENCH_PROFILE=editor profiles the tap on "Continue" to the
// editor's first spread instead (.tmp/bench-intake-editor.cpuprofile).
// A run whose wait fails leaves the page's screenshot in .tmp/bench-intake-*.png.
// The server it starts runs at nice 19 (it shares this machine's cores with the "phone").
// Needs a build (`npm run build`; DIST_DIR chooses which one) or BENCH_URL of a running server.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadDotEnv } from '../server/env-file';
import { chromiumLaunch } from './node/chromium';
import { TRACE_CATEGORIES } from './node/edit-trace';
import { photoSet } from './node/photo-set';

const KB = 1024;

interface Figure {
  name: string;
  unit: string;
  /** Lower is better for every figure here but the Lighthouse score. */
  better: 'lower' | 'higher';
  target: number;
  value: number | null;
  /** value / target; <= 1 meets a lower-is-better target, >= 1 a higher-is-better one. */
  ratio: number | null;
  detail?: unknown;
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the built server on a free port with a throwaway data folder (as bench/lighthouse.ts). */
async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(dist, 'webapp/index.html')) || !existsSync(join(dist, 'server/main.js'))) {
    throw new Error(`No build in ${dist}: run \`npm run build\` first (or set BENCH_URL).`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bindery-intake-'));
  // At the lowest CPU priority: the phone and the server are different machines, but here they
  // share the cores, and the server's renditions of the uploads (sharp, a thread on every core)
  // took the throttled page's and its image workers' time while they read the photos.
  const child: ChildProcess = spawn('nice', ['-n', '19', process.execPath, join(dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: dist, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  for (;;) {
    const up = await fetch(`${url}/webapp/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bytes on the wire for one GET (fetch would decode them), with the coding the server chose. */
function wire(url: string, acceptEncoding: string | null) {
  return new Promise<{ status: number; bytes: number; coding: string; body: Buffer }>((done, fail) => {
    const headers: Record<string, string> = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const coding = String(res.headers['content-encoding'] ?? 'identity');
        done({ status: res.statusCode ?? 0, bytes: body.byteLength, coding, body });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** The JavaScript /webapp/'s index.html loads before anything else: module scripts and modulepreloads. */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel="modulepreload"/i.test(tag)) continue;
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  return [...urls];
}

async function initialJavaScript(base: string): Promise<Figure> {
  const index = await wire(`${base}/webapp/`, null);
  if (index.status !== 200) throw new Error(`/webapp/ answered ${index.status}`);
  const scripts = initialScripts(index.body.toString('utf8'));
  const files: { path: string; coding: string; wireBytes: number; gzipBytes: number; rawBytes: number }[] =
    [];
  for (const path of scripts) {
    const url = new URL(path, `${base}/webapp/`).href;
    const [onWire, gzip, raw] = [await wire(url, 'br, gzip'), await wire(url, 'gzip'), await wire(url, null)];
    if (raw.status !== 200) throw new Error(`${path} answered ${raw.status}`);
    files.push({
      path,
      coding: onWire.coding,
      wireBytes: onWire.bytes,
      gzipBytes: gzip.bytes,
      rawBytes: raw.bytes,
    });
  }
  const sum = (k: 'wireBytes' | 'gzipBytes' | 'rawBytes') => files.reduce((s, f) => s + f[k], 0);
  const target = 120 * KB;
  return {
    name: '/webapp/ initial JavaScript on the wire',
    unit: 'bytes',
    better: 'lower',
    target,
    value: sum('wireBytes'),
    ratio: sum('wireBytes') / target,
    detail: { gzipBytes: sum('gzipBytes'), uncompressedBytes: sum('rawBytes'), files },
  };
}

const EDGE_PX = Number(process.env.BENCH_EDGE ?? 4032);
const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
/** Photos of the main run (issue 13: 100) and of the large one (500; 0 leaves it out). */
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100);
const LARGE_PHOTOS = Number(process.env.BENCH_LARGE_PHOTOS ?? 500);
/** How long a run may wait for the editor (the code before issue 13 needed about 150 s for 100). */
const RUN_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 900_000);
const PRODUCT = process.env.BENCH_PRODUCT ?? 'BOOK-HC-20X20';

/** Every process below `root` (Playwright starts Chromium as a child of this one). */
function descendants(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // A process that ended while we looked.
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    for (const child of parents.get(pid) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/**
 * The tab's memory: the proportional set size (PSS, /proc/PID/smaps_rollup) of this run's renderer
 * processes. The renderer holds the page's heap, its workers' heaps and its decoded images; the
 * JS heap alone (CDP JSHeapUsedSize) misses bitmaps, canvases and workers.
 */
function rendererBytes(): number {
  let total = 0;
  for (const pid of descendants(process.pid)) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      total += Number(pss?.[1] ?? 0) * KB;
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

interface IntakeRun {
  photos: number;
  /** Pick to the uploader's first spread on screen. */
  firstSpreadMs: number;
  /** Pick to "Continue to the editor" enabled. */
  continueEnabledMs: number;
  /**
   * The app's time from the pick to the editor's first spread drawn (its bindery:first-spread mark):
   * pick to "Continue" enabled, plus the tap (its event time) to that spread. The time the bench's
   * own click takes to arrive is left out (see tapWaitMs).
   */
  editorOpenMs: number;
  /** Pick to the editor's first spread as the bench saw it, its click's delay included. */
  pickToEditorMs: number;
  /**
   * "Continue" enabled to the tap's event: the bench's polling sees the mark, then Playwright's click
   * on a throttled, busy page (the button's box, the pointer events: each a round trip to the page's
   * main thread), 0.2-0.8 s here. A customer's tap is one event: this is the
   * bench's, not the app's.
   */
  tapWaitMs: number;
  /** Pick to the editor's spread with its pictures in (no placeholder grey left on the canvas). */
  editorPicturesMs: number;
  /** Pick to every picked file kept on the device (the app's bindery:picked-kept mark): a reload before loses some; null if not by the run's end. */
  keptMs: number | null;
  placedPhotos: number;
  documentPhotos: number;
  peakRendererBytes: number;
  jsHeapUsedBytes: number;
  firstSpreadSource: 'app mark' | 'DOM';
  profile?: MainThreadProfile;
}

const PROFILE = process.env.BENCH_PROFILE === '1';
/** BENCH_PROFILE=editor: the main thread from the tap on "Continue" to the editor's first spread instead. */
const PROFILE_EDITOR = process.env.BENCH_PROFILE === 'editor';
/** BENCH_PROFILE_UNTIL=continue: the profile runs from the pick to "Continue" enabled, not to the first spread. */
const PROFILE_UNTIL_CONTINUE = process.env.BENCH_PROFILE_UNTIL === 'continue';
/** How long a run waits, after the editor's pictures are in, for every picked file to be kept. */
const KEPT_WAIT_MS = 30_000;
/** Functions printed from the profile, by self time. */
const PROFILE_TOP = Number(process.env.BENCH_PROFILE_TOP ?? 25);

/** The page's main thread between the pick and the uploader's first spread (BENCH_PROFILE=1). */
interface MainThreadProfile {
  /** Sampled time on the main thread that was not idle, ms. */
  busyMs: number;
  /** The profile's length, ms. */
  spanMs: number;
  top: { fn: string; where: string; selfMs: number }[];
  /** Tasks over 50 ms (PerformanceObserver 'longtask'), ms after the pick. */
  longTasks: { startMs: number; durationMs: number }[];
  /** The app's bindery:* marks, ms after the pick. */
  marks: Record<string, number>;
  /** Main-thread totals from CDP Performance.getMetrics over the same span (durations in ms). */
  metrics: Record<string, number>;
}

/** The Performance.getMetrics figures the profile prints as differences (pick to first spread). */
const METRICS = [
  'TaskDuration',
  'ScriptDuration',
  'LayoutDuration',
  'RecalcStyleDuration',
  'LayoutCount',
  'RecalcStyleCount',
  'Nodes',
];

async function mainThreadMetrics(cdp: {
  send(method: 'Performance.getMetrics'): Promise<unknown>;
}): Promise<Record<string, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(metrics.filter((m) => METRICS.includes(m.name)).map((m) => [m.name, m.value]));
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time per function (name and place), summed over the profile's samples. */
export function selfTimes(profile: CpuProfile): { fn: string; where: string; selfMs: number }[] {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, { fn: string; where: string; selfMs: number }>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // timeDeltas[i] is the time before sample i; the time a sample stands for is the next delta.
  for (let i = 0; i < samples.length; i++) {
    const frame = frames.get(samples[i] as number);
    if (!frame) continue;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const file = frame.url.split('/').at(-1) ?? '';
    const where = file ? `${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
    const fn = frame.functionName || '(anonymous)';
    const key = `${fn} ${where}`;
    const entry = self.get(key) ?? { fn, where, selfMs: 0 };
    entry.selfMs += ms;
    self.set(key, entry);
  }
  return [...self.values()].sort((a, b) => b.selfMs - a.selfMs);
}

/** Gathers the long tasks from the first one on, for the profile (BENCH_PROFILE=1). */
const LONG_TASK_WATCH = `
  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__benchLongTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  window.__benchShifts = [];
  try {
    const describe = (node) => (node?.nodeType === 1 ? node.tagName.toLowerCase() + String(node.className).split(' ').filter(Boolean).map((c) => '.' + c).join('') : String(node?.nodeName));
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__benchShifts.push({
          start: e.startTime,
          value: e.value,
          moved: (e.sources ?? []).map((s) => describe(s.node) + ' ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y)),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
`;

/**
 * Marks bench:pictures-in once the editor's canvas shows no placeholder grey (render-core's
 * PLACEHOLDER, #d9d9d9, drawn where a photo has no picture yet), sampling every 7th pixel.
 */
const picturesIn = () => {
  let grey = 0;
  for (const canvas of document.querySelectorAll<HTMLCanvasElement>('.konvajs-content canvas')) {
    const ctx = canvas.getContext('2d');
    if (!ctx || canvas.width === 0) continue;
    const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 0; i < d.length; i += 28) if (d[i] === 217 && d[i + 1] === 217 && d[i + 2] === 217) grey++;
  }
  if (grey >= 50) return false;
  performance.mark('bench:pictures-in');
  return true;
};

/**
 * Marks bench:continue-enabled the moment "Continue to the editor" can be tapped, and bench:tap at
 * the event time of the first pointer press after that (the tap's wait for a busy main thread counts
 * as the app's).
 */
const CONTINUE_WATCH = `
  new MutationObserver((_, observer) => {
    const button = document.querySelector('.continue button:not([disabled])');
    if (button?.textContent !== 'Continue to the editor') return;
    performance.mark('bench:continue-enabled');
    observer.disconnect();
    addEventListener('pointerdown', (e) => performance.mark('bench:tap', { startTime: e.timeStamp }), {
      capture: true,
      once: true,
    });
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
`;

/** Notes the first spread canvas put on screen, for builds that make no mark of their own. */
const SPREAD_WATCH = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('canvas.spread')) {
      performance.mark('bench:spread-seen');
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * BENCH_MARKS=1: what happened from "Continue" enabled to the editor's first spread, as ms after
 * the pick: the app's marks, the requests (start → end), the long tasks and the layout shifts seen.
 */
function stepsAfter(page: import('@playwright/test').Page, from: number, to: number): Promise<string> {
  return page.evaluate(
    ([from, to]) => {
      const pick = performance.getEntriesByName('bench:pick')[0]?.startTime ?? 0;
      const steps: [number, string][] = [];
      for (const m of performance.getEntriesByType('mark'))
        if (m.startTime >= from && m.startTime <= to) steps.push([m.startTime, m.name]);
      for (const r of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        if (r.startTime >= from && r.startTime <= to)
          steps.push([
            r.startTime,
            `${r.name.replace(location.origin, '')} → ${Math.round(r.responseEnd - pick)} ms`,
          ]);
      const long = (window as unknown as { __benchLongTasks?: { start: number; duration: number }[] })
        .__benchLongTasks;
      for (const t of long ?? [])
        if (t.start >= from && t.start <= to) steps.push([t.start, `long task ${Math.round(t.duration)} ms`]);
      const shifts = (
        window as unknown as { __benchShifts?: { start: number; value: number; moved: string[] }[] }
      ).__benchShifts;
      for (const t of shifts ?? [])
        if (t.start >= from && t.start <= to)
          steps.push([t.start, `layout shift ${t.value.toFixed(3)}: ${t.moved.join(', ')}`]);
      return steps
        .sort((a, b) => a[0] - b[0])
        .map(([at, what]) => `  ${String(Math.round(at - pick)).padStart(6)} ms  ${what}`)
        .join('\n');
    },
    [from, to] as const,
  );
}

/** Waits (polling) until the page has a performance mark of this name. */
function waitForMark(page: import('@playwright/test').Page, name: string) {
  return page.waitForFunction((n) => performance.getEntriesByName(n).length > 0, name, {
    polling: 100,
    timeout: RUN_TIMEOUT_MS,
  });
}

/** Starts the page's CPU profiler, sampling every 0.5 ms. */
async function startProfiler(cdp: import('@playwright/test').CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
}

/** A wait that failed leaves the whole page's screenshot in .tmp/bench-intake-NAME.png, then fails the run. */
function shotOnFailure(page: import('@playwright/test').Page, name: string) {
  return async (err: unknown): Promise<never> => {
    mkdirSync('.tmp', { recursive: true });
    const path = `.tmp/bench-intake-${name}.png`;
    await page
      .screenshot({ path, fullPage: true, timeout: 20_000 })
      .then(() => console.error(`${name}: the page at ${page.url()} is in ${path}`))
      .catch(() => console.error(`${name}: no screenshot of ${page.url()}`));
    throw err;
  };
}

/**
 * One intake as a customer on a phone does it: a fresh browser at 360x740 with the CPU throttled,
 * the uploader (as a guest: the uploader makes the guest session), N photos picked at once, the
 * first spread, "Continue to the editor" as soon as it is enabled, the editor's first spread.
 */
async function intakeRun(base: string, files: string[]): Promise<IntakeRun> {
  const { chromium, devices } = await import('@playwright/test');
  const browser = await chromium.launch(chromiumLaunch);
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rendererBytes());
  }, 500);
  try {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 360, height: 740 },
    });
    await context.addInitScript(SPREAD_WATCH);
    await context.addInitScript(CONTINUE_WATCH);
    if (PROFILE || process.env.BENCH_MARKS === '1') await context.addInitScript(LONG_TASK_WATCH);
    const page = await context.newPage();
    page.setDefaultTimeout(RUN_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/webapp/new-print/uploader?product=${PRODUCT}`);
    await page.getByRole('heading', { level: 1, name: 'Add your photos' }).waitFor();
    await page.getByLabel('Choose photos').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await cdp.send('Performance.enable');
    if (PROFILE) {
      await startProfiler(cdp);
    }
    const metricsAtPick = PROFILE ? await mainThreadMetrics(cdp) : {};
    const traceOut = process.env.BENCH_TRACE_OUT;
    if (traceOut) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.evaluate(() => performance.mark('bench:pick'));
    await page.getByLabel('Choose photos').setInputFiles(files);

    const markTime = (name: string) =>
      page.evaluate((n) => performance.getEntriesByName(n).at(0)?.startTime ?? null, name);
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('bindery:uploader-first-spread').length > 0 ||
        performance.getEntriesByName('bench:spread-seen').length > 0,
      undefined,
      { polling: 100, timeout: RUN_TIMEOUT_MS },
    );
    const pick = (await markTime('bench:pick')) ?? 0;
    // A build that marks the pick also marks its first spread once drawn with its photos: wait for that.
    if ((await markTime('bindery:photos-picked')) !== null)
      await waitForMark(page, 'bindery:uploader-first-spread');
    const appSpread = await markTime('bindery:uploader-first-spread');
    if (traceOut && PROFILE_UNTIL_CONTINUE) await waitForMark(page, 'bench:continue-enabled');
    if (traceOut) writeFileSync(traceOut, await browser.stopTracing());
    const domSpread = await markTime('bench:spread-seen');
    let profile: MainThreadProfile | undefined;
    if (PROFILE && PROFILE_UNTIL_CONTINUE) await waitForMark(page, 'bench:continue-enabled');
    if (PROFILE) {
      const metricsAtSpread = await mainThreadMetrics(cdp);
      const { profile: cpu } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      const spread = PROFILE_UNTIL_CONTINUE
        ? ((await markTime('bench:continue-enabled')) ?? 0)
        : (appSpread ?? domSpread ?? 0);
      const timeline = await page.evaluate(
        ([from, to]) => ({
          marks: performance
            .getEntriesByType('mark')
            .filter((m) => m.name.startsWith('bindery:'))
            .map((m) => ({ name: m.name, at: m.startTime - from })),
          longTasks: (
            (window as unknown as { __benchLongTasks?: { start: number; duration: number }[] })
              .__benchLongTasks ?? []
          )
            .filter((t) => t.start + t.duration >= from && t.start <= to)
            .map((t) => ({ startMs: t.start - from, durationMs: t.duration })),
        }),
        [pick, spread] as const,
      );
      const all = selfTimes(cpu);
      const idle = all.filter((f) => f.fn === '(idle)').reduce((sum, f) => sum + f.selfMs, 0);
      const total = all.reduce((sum, f) => sum + f.selfMs, 0);
      profile = {
        busyMs: total - idle,
        spanMs: (cpu.endTime - cpu.startTime) / 1000,
        top: all.filter((f) => f.fn !== '(idle)').slice(0, PROFILE_TOP),
        longTasks: timeline.longTasks,
        marks: Object.fromEntries(timeline.marks.map((m) => [m.name, m.at])),
        metrics: Object.fromEntries(
          Object.entries(metricsAtSpread).map(([k, v]) => {
            const d = v - (metricsAtPick[k] ?? 0);
            return [k, k.endsWith('Duration') ? d * 1000 : d];
          }),
        ),
      };
      printProfile(files.length, profile);
      // The whole profile, for DevTools' Performance panel or a closer look.
      mkdirSync('.tmp', { recursive: true });
      writeFileSync(`.tmp/bench-intake-${files.length}.cpuprofile`, JSON.stringify(cpu));
    }
    const continueButton = page.getByRole('button', { name: 'Continue to the editor' });
    await continueButton.waitFor();
    // CONTINUE_WATCH marks the moment the button is enabled, not when this polling sees it.
    await waitForMark(page, 'bench:continue-enabled');
    const enabled = (await markTime('bench:continue-enabled')) ?? 0;
    if (PROFILE_EDITOR) {
      await startProfiler(cdp);
    }
    await continueButton.click({ force: true });
    await page.waitForURL(/\/webapp\/editor\/[0-9a-f-]{36}$/).catch(shotOnFailure(page, 'no-editor'));
    await waitForMark(page, 'bindery:first-spread');
    const editorOpen = (await markTime('bindery:first-spread')) ?? 0;
    if (PROFILE_EDITOR) {
      const { profile: cpu } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      console.log('main thread, the tap on "Continue" to the editor\'s first spread: top self time');
      for (const f of selfTimes(cpu).slice(0, PROFILE_TOP))
        console.log(`    ${f.selfMs.toFixed(1).padStart(7)} ms  ${f.fn}  ${f.where}`);
      mkdirSync('.tmp', { recursive: true });
      writeFileSync('.tmp/bench-intake-editor.cpuprofile', JSON.stringify(cpu));
    }
    const tap = (await markTime('bench:tap')) ?? enabled;
    if (process.env.BENCH_MARKS === '1')
      console.log(
        await stepsAfter(page, process.env.BENCH_MARKS_FROM === 'pick' ? pick : enabled, editorOpen),
      );
    await page
      .waitForFunction(picturesIn, undefined, { polling: 100, timeout: RUN_TIMEOUT_MS })
      .catch(shotOnFailure(page, 'no-pictures'));
    const editorPictures = (await markTime('bench:pictures-in')) ?? 0;
    // Builds before the mark have none: waited for a while only once the editor shows.
    const kept = await page
      .waitForFunction(() => performance.getEntriesByName('bindery:picked-kept').length > 0, undefined, {
        polling: 200,
        timeout: KEPT_WAIT_MS,
      })
      .then(() => markTime('bindery:picked-kept'))
      .catch(() => null);
    const printId = page.url().split('/').at(-1) ?? '';
    const placed = await page.evaluate(async (id) => {
      const res = await fetch(`/webapp/api/print/${id}`, { credentials: 'same-origin' });
      const { print } = (await res.json()) as {
        print: {
          document: {
            photos: { id: string }[];
            cover?: { frames: { photoId?: string | null }[] } | null;
            pages: { frames: { photoId?: string | null }[] }[];
          };
        };
      };
      const ids = new Set<string>();
      for (const p of [print.document.cover, ...print.document.pages])
        for (const f of p?.frames ?? []) if (f.photoId) ids.add(f.photoId);
      return { placed: ids.size, photos: print.document.photos.length };
    }, printId);
    const metrics = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    peak = Math.max(peak, rendererBytes());
    return {
      photos: files.length,
      firstSpreadMs: (appSpread ?? domSpread ?? 0) - pick,
      firstSpreadSource: appSpread !== null ? 'app mark' : 'DOM',
      continueEnabledMs: enabled - pick,
      editorOpenMs: enabled - pick + (editorOpen - tap),
      pickToEditorMs: editorOpen - pick,
      tapWaitMs: tap - enabled,
      editorPicturesMs: editorPictures - pick,
      keptMs: kept === null ? null : kept - pick,
      placedPhotos: placed.placed,
      documentPhotos: placed.photos,
      peakRendererBytes: peak,
      jsHeapUsedBytes: metrics.metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0,
      ...(profile ? { profile } : {}),
    };
  } finally {
    clearInterval(sampler);
    await browser.close();
  }
}

function printProfile(photos: number, p: MainThreadProfile) {
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  console.log(
    `main thread, ${photos} photos, pick to ${PROFILE_UNTIL_CONTINUE ? '"Continue" enabled' : 'first spread'}: busy ${ms(p.busyMs)} of ${ms(p.spanMs)} (sampled, throttled)`,
  );
  console.log(
    `  ${Object.entries(p.metrics)
      .map(([k, v]) => `${k} ${k.endsWith('Duration') ? ms(v) : v}`)
      .join(', ')}`,
  );
  for (const [name, at] of Object.entries(p.marks).sort((a, b) => a[1] - b[1]))
    console.log(`  mark ${name} at ${ms(at)}`);
  const longSum = p.longTasks.reduce((sum, t) => sum + t.durationMs, 0);
  console.log(`  ${p.longTasks.length} long tasks, ${ms(longSum)} in all:`);
  for (const t of p.longTasks) console.log(`    at ${ms(t.startMs)}: ${ms(t.durationMs)}`);
  console.log('  top self time:');
  for (const f of p.top) console.log(`    ${f.selfMs.toFixed(1).padStart(7)} ms  ${f.fn}  ${f.where}`);
}

const figure = (f: Omit<Figure, 'ratio' | 'value'> & { value: number | null; detail?: unknown }): Figure => ({
  ...f,
  ratio: f.value === null ? null : f.value / f.target,
});

async function browserFigures(base: string): Promise<Figure[]> {
  const out: Figure[] = [];
  const setting = { cpuThrottle: CPU_THROTTLE, viewport: '360x740', edgePx: EDGE_PX };
  if (PHOTOS > 0) {
    const run = await intakeRun(base, await photoSet(PHOTOS, EDGE_PX));
    const detail = { ...setting, ...run };
    out.push(
      figure({
        name: `${PHOTOS} photos of ${EDGE_PX} px, ${CPU_THROTTLE}x CPU, 360x740: first spread drawn`,
        unit: 'ms',
        better: 'lower',
        target: 1000,
        value: run.firstSpreadMs,
        detail,
      }),
      figure({
        name: 'same: editor open with every photo placed and editable',
        unit: 'ms',
        better: 'lower',
        target: 3000,
        value: run.placedPhotos === run.documentPhotos ? run.editorOpenMs : null,
        detail,
      }),
    );
  }
  if (LARGE_PHOTOS > 0) {
    const run = await intakeRun(base, await photoSet(LARGE_PHOTOS, EDGE_PX));
    const detail = { ...setting, ...run, memory: 'peak PSS of the renderer processes (/proc smaps_rollup)' };
    out.push(
      figure({
        name: `${LARGE_PHOTOS} photos of ${EDGE_PX} px: editor open`,
        unit: 'ms',
        better: 'lower',
        target: 10_000,
        value: run.placedPhotos === run.documentPhotos ? run.editorOpenMs : null,
        detail,
      }),
      figure({
        name: `${LARGE_PHOTOS} photos of ${EDGE_PX} px: tab memory (renderer PSS, peak)`,
        unit: 'bytes',
        better: 'lower',
        target: 1024 ** 3,
        value: run.peakRendererBytes,
        detail,
      }),
    );
  }
  return out;
}

/** Figures of issue 13's table measured elsewhere (npm run bench:uploads). */
const NOT_MEASURED: Omit<Figure, 'value' | 'ratio'>[] = [
  { name: 'tus upload throughput / raw HTTP PUT, 3 at once', unit: 'ratio', better: 'higher', target: 0.5 },
];

/** Lighthouse mobile performance of the web app's first screens, median of LIGHTHOUSE_RUNS (3); BENCH_LIGHTHOUSE=off skips. */
async function lighthouseFigures(base: string): Promise<Figure[]> {
  const { lighthouseMedians, WEBAPP_PAGES } = await import('./lighthouse');
  const pages = await lighthouseMedians(base, WEBAPP_PAGES, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  return pages.map((p) =>
    figure({
      name: `Lighthouse mobile performance, ${p.path} (median)`,
      unit: 'score',
      better: 'higher',
      target: 100,
      value: p.performance,
      detail: { lcpMs: p.lcpMs, jsWireBytes: p.jsGzipBytes, runs: p.runs.map((r) => r.performance) },
    }),
  );
}

const show = (value: number, unit: string) => {
  if (unit === 'bytes')
    return value >= KB ** 3
      ? `${(value / KB ** 3).toFixed(2)} GB`
      : value >= KB ** 2
        ? `${(value / KB ** 2).toFixed(1)} MB`
        : `${(value / KB).toFixed(1)} KB`;
  return unit === 'ms' ? `${(value / 1000).toFixed(1)} s` : `${value}`;
};

async function main() {
  loadDotEnv();
  const server = await startServer();
  let figures: Figure[];
  try {
    figures = [await initialJavaScript(server.url)];
    if (process.env.BENCH_BROWSER !== 'off') figures.push(...(await browserFigures(server.url)));
    if (process.env.BENCH_LIGHTHOUSE !== 'off') figures.push(...(await lighthouseFigures(server.url)));
  } finally {
    await server.stop();
  }
  figures.push(...NOT_MEASURED.map((f) => ({ ...f, value: null, ratio: null })));
  for (const f of figures) {
    const value = f.value === null ? 'not measured' : show(f.value, f.unit);
    const ratio = f.ratio === null ? '' : `  ratio ${f.ratio.toFixed(2)}`;
    const met =
      f.value === null
        ? ''
        : (f.better === 'lower' ? f.value <= f.target : f.value >= f.target)
          ? '  met'
          : '  not met';
    console.log(
      `${f.name}: ${value}  (target ${f.better === 'lower' ? '<=' : '>='} ${show(f.target, f.unit)})${ratio}${met}`,
    );
  }
  const runs = new Map<number, Partial<IntakeRun>>();
  for (const f of figures) {
    const d = f.detail as Partial<IntakeRun> | undefined;
    if (d?.photos !== undefined && d.continueEnabledMs !== undefined) runs.set(d.photos, d);
  }
  for (const d of runs.values()) {
    console.log(
      `  ${d.photos} photos: continue enabled after ${show(d.continueEnabledMs ?? 0, 'ms')} (the bench's click arrived ${show(d.tapWaitMs ?? 0, 'ms')} later, not counted: pick to the editor's spread as the bench saw it ${show(d.pickToEditorMs ?? 0, 'ms')}), the editor's spread with its pictures after ${show(d.editorPicturesMs ?? 0, 'ms')}, every picked file kept on the device after ${d.keptMs == null ? `more than ${show((d.editorPicturesMs ?? 0) + KEPT_WAIT_MS, 'ms')}` : show(d.keptMs, 'ms')}, the book holds ${d.documentPhotos} of the ${d.photos} photos (the product's page limit) and places ${d.placedPhotos}, first spread from the ${d.firstSpreadSource}, JS heap ${show(d.jsHeapUsedBytes ?? 0, 'bytes')}, renderer PSS peak ${show(d.peakRendererBytes ?? 0, 'bytes')}`,
    );
  }
  const js = figures[0]!.detail as { gzipBytes: number; uncompressedBytes: number; files: unknown[] };
  console.log(
    `  ${js.files.length} files; gzip only ${show(js.gzipBytes, 'bytes')}, uncompressed ${show(js.uncompressedBytes, 'bytes')}`,
  );
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(
    '.tmp/bench-intake.json',
    `${JSON.stringify({ at: new Date().toISOString(), figures }, null, 2)}\n`,
  );
  console.log('written to .tmp/bench-intake.json');
}

if (process.argv[1] && /bench[\\/]intake\.ts$/.test(process.argv[1])) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
