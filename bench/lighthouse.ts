/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on the marketing home page,
 * a product page and an article, in Debian's Chromium. Prints performance, accessibility and SEO
 * scores, LCP and the page's JavaScript (compressed bytes over the wire), median of RUNS runs per
 * page. LIGHTHOUSE_SITE=webapp measures the web app's first screens (/webapp/, /webapp/new-print)
 * instead, then the same screens without any script, with the app's headers and without COOP: the
 * most any version of them can score on this machine (bench/lighthouse-ceiling.ts;
 * LIGHTHOUSE_CEILING=off skips them). bench/intake.ts prints the app's own figures through
 * `lighthouseMedians`. LIGHTHOUSE_JSON=<folder> keeps
 * each page's last report there, to see which audits cost the points.
 *
 * Serves the built site itself (`node $DIST_DIR/server/main.js` on a free port with a throwaway
 * data folder) unless BENCH_URL names a running server. Build first:
 *   DIST_DIR=… npm run build && DIST_DIR=… npm run build:marketing
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadDotEnv } from '../server/env-file';
import { startScriptlessCopy } from './lighthouse-ceiling';
import { CHROMIUM_ARGS } from './node/chromium';

loadDotEnv();

const MARKETING_PAGES: [string, string][] = [
  ['home', '/'],
  ['product page', '/products/photo-books/hardcover/'],
  ['article', '/blog/wedding-album/'],
];
/** The web app's first screens (issue 13): a new customer lands on one of these. */
export const WEBAPP_PAGES: [string, string][] = [
  ['/webapp/', '/webapp/'],
  ['/webapp/new-print', '/webapp/new-print'],
];
const WEBAPP = process.env.LIGHTHOUSE_SITE === 'webapp';
/** Issue 13: the web app's first load carries at most 120 KB of JavaScript on the wire. */
const WEBAPP_JS_BYTES = 120 * 1024;
const TARGETS = { performance: 95, accessibility: 95, seo: 100, lcpMs: 2000, jsGzipBytes: 60 * 1024 };
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

interface Run {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  jsGzipBytes: number;
  failing: string[];
}

export interface PageMedian {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  jsGzipBytes: number;
  runs: Run[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  const front = WEBAPP ? 'webapp/index.html' : 'site/index.html';
  if (!existsSync(join(dist, front)) || !existsSync(join(dist, 'server/main.js'))) {
    throw new Error(`No built site in ${dist}: run \`npm run build && npm run build:marketing\` first.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bindery-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, [join(dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: dist, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 150_000;
  while (
    !(await fetch(`${url}/webapp/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
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

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function summarise(lhr: Lhr): Run {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests =
    (
      lhr.audits['network-requests']?.details as
        | { items?: { resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items ?? [];
  const failing = ['accessibility', 'seo', 'performance'].flatMap((cat) =>
    (lhr.categories[cat]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${cat}: ${audit.id} (${audit.displayValue ?? audit.score})`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    jsGzipBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failing,
  };
}

/**
 * One Lighthouse run. A run whose trace broke (NO_NAVSTART and the like, seen on a loaded machine)
 * scores 0 without having measured the page: it is run again rather than counted.
 */
async function measureOnce(url: string, port: number): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url} three times: ${error.code}`);
  }
}

/**
 * Lighthouse RUNS times on each page of a running server, in one Chromium; the median of each
 * figure per page (the machine may be shared, so one run says little).
 */
export async function lighthouseMedians(
  baseUrl: string,
  pages: [string, string][],
  runs: number,
): Promise<PageMedian[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const out: PageMedian[] = [];
  try {
    // Warm-up: the server's first answer for a page reads and compresses it; Lighthouse should not pay that.
    for (const [, path] of pages)
      await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    for (const [name, path] of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await measureOnce(`${baseUrl}${path}`, chrome.port);
        results.push(summarise(lhr));
        if (process.env.LIGHTHOUSE_JSON) {
          mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
          const file = `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'page'}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_JSON, file), JSON.stringify(lhr, null, 1));
        }
      }
      out.push({
        name,
        path,
        performance: median(results.map((r) => r.performance)),
        accessibility: median(results.map((r) => r.accessibility)),
        seo: median(results.map((r) => r.seo)),
        lcpMs: median(results.map((r) => r.lcpMs)),
        jsGzipBytes: median(results.map((r) => r.jsGzipBytes)),
        runs: results,
      });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

/**
 * The web app's first screens without their scripts, with the app's headers and without COOP
 * (bench/lighthouse-ceiling.ts): performance median and range per page. LIGHTHOUSE_CEILING=off skips.
 */
async function ceilings(appUrl: string, runs: number): Promise<string[]> {
  const rows: string[] = [];
  for (const keepOpenerPolicy of [true, false]) {
    const copy = await startScriptlessCopy(
      appUrl,
      WEBAPP_PAGES.map(([, path]) => path),
      keepOpenerPolicy,
    );
    try {
      for (const m of await lighthouseMedians(copy.url, WEBAPP_PAGES, runs)) {
        const perf = m.runs.map((r) => r.performance);
        const tbt = m.runs.map((r) => r.tbtMs);
        const label = `${m.name}, no script${keepOpenerPolicy ? '' : ', no COOP'}`;
        rows.push(
          `${label.padEnd(38)} perf ${m.performance} (${Math.min(...perf)}–${Math.max(...perf)}), TBT ${Math.min(...tbt)}–${Math.max(...tbt)} ms`,
        );
      }
    } finally {
      await copy.stop();
    }
  }
  return rows;
}

async function main() {
  const runs = Number(process.env.RUNS ?? 3);
  const server = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  const rows: string[] = [];
  const ceilingRows: string[] = [];
  let allMet = true;
  try {
    if (WEBAPP && process.env.LIGHTHOUSE_CEILING !== 'off')
      ceilingRows.push(...(await ceilings(server.url, runs)));
    for (const m of await lighthouseMedians(server.url, WEBAPP ? WEBAPP_PAGES : MARKETING_PAGES, runs)) {
      const met =
        m.performance >= TARGETS.performance &&
        m.accessibility >= TARGETS.accessibility &&
        m.seo >= TARGETS.seo &&
        m.lcpMs <= TARGETS.lcpMs &&
        m.jsGzipBytes <= (WEBAPP ? WEBAPP_JS_BYTES : TARGETS.jsGzipBytes);
      allMet &&= met;
      const perf = m.runs.map((r) => r.performance);
      rows.push(
        [
          m.name.padEnd(13),
          String(m.performance).padStart(5),
          String(m.accessibility).padStart(5),
          String(m.seo).padStart(5),
          `${(m.lcpMs / 1000).toFixed(2)} s`.padStart(8),
          `${(m.jsGzipBytes / 1024).toFixed(1)} KB`.padStart(9),
          `${Math.min(...perf)}–${Math.max(...perf)}`.padStart(9),
          met ? '  yes' : '  NO',
        ].join('  '),
      );
      const failing = [...new Set(m.runs.flatMap((r) => r.failing))];
      if (failing.length > 0) rows.push(`               below 90 in some run: ${failing.join('; ')}`);
    }
  } finally {
    await server.stop();
  }
  const jsTarget = WEBAPP ? WEBAPP_JS_BYTES : TARGETS.jsGzipBytes;
  process.stdout.write(
    [
      `Lighthouse ${'12'} mobile (simulated throttling), median of ${runs} runs per page, ${server.url}`,
      `targets: performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility}, SEO ${TARGETS.seo}, LCP <= ${TARGETS.lcpMs / 1000} s, JS <= ${jsTarget / 1024} KB on the wire`,
      '',
      `page            perf   a11y    seo       LCP   JS (wire) perf range  met`,
      ...rows,
      ...(ceilingRows.length > 0
        ? [
            '',
            'The same first screens without any script (bench/lighthouse-ceiling.ts): the most a page can score here',
            ...ceilingRows,
          ]
        : []),
      '',
      'The machine may be shared: scores vary between runs, which is why this prints medians and the range.',
      '',
    ].join('\n'),
  );
  if (!allMet) process.exitCode = 1;
}

if (process.argv[1] && /bench[\\/]lighthouse\.ts$/.test(process.argv[1])) {
  main().catch((err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : err}\n`);
    process.exit(1);
  });
}
