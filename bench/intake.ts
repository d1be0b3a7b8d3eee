// npm run bench:intake — the "pick to book in seconds" figures (issue 13), each beside its target
// and the ratio, written as JSON to .tmp/bench-intake.json. Measured here so far: /webapp/'s
// initial JavaScript on the wire, i.e. the bytes the server sends (brotli or gzip, as a browser
// asks) for every script and modulepreload that /webapp/'s index.html names. The other figures are
// listed with their targets and "not measured" until a measure is added to MEASURES.
// Needs a build (`npm run build`; DIST_DIR chooses which one) or BENCH_URL of a running server.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadDotEnv } from '../server/env-file';

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
  const child: ChildProcess = spawn(process.execPath, [join(dist, 'server/main.js')], {
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

/** Every figure of issue 13's table; the ones without a measure yet are printed as not measured. */
const NOT_MEASURED: Omit<Figure, 'value' | 'ratio'>[] = [
  {
    name: '100 photos of 12 MP, 4x CPU, 360x740: first spread drawn',
    unit: 'ms',
    better: 'lower',
    target: 2000,
  },
  { name: 'same: editor open with every photo placed', unit: 'ms', better: 'lower', target: 10_000 },
  { name: '500 photos of 12 MP: editor open', unit: 'ms', better: 'lower', target: 30_000 },
  { name: '500 photos of 12 MP: tab memory', unit: 'bytes', better: 'lower', target: 1024 ** 3 },
  { name: 'tus upload throughput / raw HTTP PUT, 3 at once', unit: 'ratio', better: 'higher', target: 0.5 },
  { name: 'Lighthouse mobile performance, /webapp/', unit: 'score', better: 'higher', target: 95 },
];

const show = (value: number, unit: string) => {
  if (unit === 'bytes')
    return value >= KB ** 3 ? `${(value / KB ** 3).toFixed(2)} GB` : `${(value / KB).toFixed(1)} KB`;
  return unit === 'ms' ? `${(value / 1000).toFixed(1)} s` : `${value}`;
};

async function main() {
  loadDotEnv();
  const server = await startServer();
  let figures: Figure[];
  try {
    figures = [await initialJavaScript(server.url)];
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
