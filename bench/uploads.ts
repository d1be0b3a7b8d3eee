/**
 * `npm run bench:uploads`: the server's tus upload throughput against a plain HTTP PUT of the same
 * bytes on loopback, three uploads at once (issue 13: the ratio should be at least 0.5). The
 * upload server is the real one (a server on an embedded database, a signed-in customer, the web
 * app's chunk size, its rendition job running in the same process as it does on one machine); the
 * PUT server only writes the body to a file. After a warm-up round of each, it runs
 * BENCH_UPLOAD_ROUNDS rounds of PUT then tus (the renditions of a round are done before the next
 * starts), prints the median figures and the ratios' range, and writes bench/results/uploads-*.json.
 * It also prints the CPU time the process spent per file in each (server, client and the rendition
 * job alike: they share the process): unlike the rates, that figure barely moves when other work
 * loads the machine. BENCH_UPLOAD_RENDITIONS=off leaves the jobs queued, to see the uploads alone.
 */
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import * as tus from 'tus-js-client';
import { TestBrowser } from '../server/auth/browser.test-helper';
import { startTestServer, type TestServer } from '../server/test/harness';
import { UPLOAD_CHUNK_BYTES } from '../src/photos/upload-limits';
import { FIXTURES_DIR } from './node/fixtures';

const FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 24);
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5);
const CHUNK = Number(process.env.BENCH_CHUNK ?? UPLOAD_CHUNK_BYTES);
const RENDITIONS = process.env.BENCH_UPLOAD_RENDITIONS !== 'off';
const AT_ONCE = 3;
const TARGET_RATIO = 0.5;
const bytes = readFileSync(join(FIXTURES_DIR, 'photos/photo-big.jpg'));
const totalMb = (FILES * bytes.length) / 1e6;

interface Timed {
  ms: number;
  /** CPU time of the whole process (every thread: JS, libuv, libvips), in ms. */
  cpuMs: number;
}

/** Runs `count` jobs, `width` at a time; answers the wall and CPU time. */
async function pool(count: number, width: number, job: (i: number) => Promise<void>): Promise<Timed> {
  let next = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await job(next++);
    }),
  );
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

interface PutServer {
  url: string;
  close(): void;
}

async function startPutServer(): Promise<PutServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bindery-bench-put-'));
  const server = createServer((req, res) => {
    pipeline(req, createWriteStream(join(dir, String(Math.random()).slice(2))))
      .then(() => res.writeHead(204).end())
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/put`,
    close: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function plainPuts(url: string): Promise<Timed> {
  return pool(FILES, AT_ONCE, async () => {
    const res = await fetch(url, { method: 'PUT', body: bytes });
    if (res.status !== 204) throw new Error(`PUT answered ${res.status}`);
  });
}

function upload(endpoint: string, token: string, filename: string): Promise<void> {
  return new Promise((resolve, reject) => {
    new tus.Upload(bytes, {
      endpoint,
      chunkSize: CHUNK,
      retryDelays: [],
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename, filetype: 'image/jpeg' },
      onSuccess: () => resolve(),
      onError: reject,
    }).start();
  });
}

/**
 * Waits until every uploaded photo has its renditions (or failed), so rounds start alike; answers
 * the CPU time spent meanwhile (the rest of the round's renditions).
 */
async function renditionsDone(server: TestServer, token: string): Promise<number> {
  const cpu = process.cpuUsage();
  for (;;) {
    const res = await fetch(server.api('/photo/list'), { headers: { Authorization: `Bearer ${token}` } });
    const { photos } = (await res.json()) as { photos: { status: string }[] };
    if (!RENDITIONS || photos.every((p) => p.status !== 'processing')) {
      const used = process.cpuUsage(cpu);
      return (used.user + used.system) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const rate = (ms: number) => totalMb / (ms / 1000);

const putServer = await startPutServer();
const server = await startTestServer({ LOG_LEVEL: 'error', ...(RENDITIONS ? {} : { WORKER: 'off' }) });
const rounds: {
  putMs: number;
  tusMs: number;
  ratio: number;
  putCpuMs: number;
  tusCpuMs: number;
  /** CPU of the renditions still being made after the round's last upload. */
  afterCpuMs: number;
}[] = [];
try {
  const browser = new TestBrowser(server);
  await browser.signUp('bench.uploads@example.test');
  const token = (await browser.session())?.accessToken;
  if (!token) throw new Error('no access token');
  let uploaded = 0;
  const tusRound = () =>
    pool(FILES, AT_ONCE, () => upload(server.api('/photo/upload'), token, `photo-${uploaded++}.jpg`));
  // A warm-up round of each, then the measured ones.
  await plainPuts(putServer.url);
  await tusRound();
  await renditionsDone(server, token);
  for (let round = 0; round < ROUNDS; round++) {
    const put = await plainPuts(putServer.url);
    const tus = await tusRound();
    const afterCpuMs = await renditionsDone(server, token);
    rounds.push({
      putMs: put.ms,
      tusMs: tus.ms,
      ratio: rate(tus.ms) / rate(put.ms),
      putCpuMs: put.cpuMs,
      tusCpuMs: tus.cpuMs,
      afterCpuMs,
    });
  }
} finally {
  await server.stop();
  putServer.close();
}

const put = median(rounds.map((r) => rate(r.putMs)));
const tusRate = median(rounds.map((r) => rate(r.tusMs)));
const ratios = rounds.map((r) => r.ratio);
const ratio = median(ratios);
const perFile = (ms: number) => `${(ms / FILES).toFixed(0).padStart(6)} ms`;
const putCpu = median(rounds.map((r) => r.putCpuMs));
const tusCpu = median(rounds.map((r) => r.tusCpuMs));
const afterCpu = median(rounds.map((r) => r.afterCpuMs));
const chunkLabel = CHUNK >= 1024 * 1024 ? `${CHUNK / 1024 / 1024} MiB` : `${CHUNK / 1024} KiB`;
console.log(
  `uploads bench · ${FILES} × ${(bytes.length / 1e6).toFixed(1)} MB, ${AT_ONCE} at once, loopback, median of ${ROUNDS} rounds${RENDITIONS ? '' : ', renditions off'}`,
);
console.log(`plain HTTP PUT       ${put.toFixed(0).padStart(6)} MB/s`);
console.log(`tus upload server    ${tusRate.toFixed(0).padStart(6)} MB/s  (${chunkLabel} chunks)`);
console.log(
  `CPU per file: PUT ${perFile(putCpu)} · tus ${perFile(tusCpu)} during the round, +${perFile(afterCpu).trim()} of renditions after it`,
);
console.log(
  `ratio tus / PUT      ${ratio.toFixed(2).padStart(6)}        target >= ${TARGET_RATIO} ${ratio >= TARGET_RATIO ? '✓' : '✗'}  (rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
);
const results = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(results, { recursive: true });
const file = join(results, `uploads-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      files: FILES,
      bytesEach: bytes.length,
      atOnce: AT_ONCE,
      chunkBytes: CHUNK,
      renditions: RENDITIONS,
      rounds,
      putMbS: put,
      tusMbS: tusRate,
      ratio,
      ratioMin: Math.min(...ratios),
      ratioMax: Math.max(...ratios),
      cpuMsPerFile: { put: putCpu / FILES, tus: tusCpu / FILES, renditionsAfter: afterCpu / FILES },
      target: TARGET_RATIO,
    },
    null,
    2,
  ),
);
console.log(`wrote ${file}`);
