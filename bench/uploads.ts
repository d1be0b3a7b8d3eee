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
 * It counts, per uploaded file, the HTTP requests the tus client sent and the database queries the
 * server ran during the round (every query of the process: the uploads', the job queue's and those
 * of renditions made meanwhile), by table: figures that do not move with load either.
 * The client sends the bytes as the web app's queue does (src/photos/upload-queue.ts): POST makes
 * the upload, then PATCHes. BENCH_UPLOAD_WITH_CREATION=on sends the first chunk with the POST
 * instead (tus creation-with-upload: one request per photo of one chunk; the web app does not, as
 * a reload in the middle of that request would send the photo again from its first byte).
 * The file: by default a 12 MP phone photo of about 4 MB, the issue's size (4032 px, JPEG quality
 * 92), made once with fixtures/make-many.sh and kept in the system's temporary folder.
 * BENCH_UPLOAD_PHOTO=big uses photos/photo-big.jpg of the fixtures (1.3 MB, 2048 px; the default
 * before), BENCH_UPLOAD_PHOTO=<path> any file. The size is printed.
 */
import { execFileSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import * as tus from 'tus-js-client';
import { TestBrowser } from '../server/auth/browser.test-helper';
import { startTestServer, type TestServer } from '../server/test/harness';
import { UPLOAD_CHUNK_BYTES } from '../contract/photo/upload-limits';
import { FIXTURES_DIR } from './node/fixtures';

const FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 24);
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5);
const CHUNK = Number(process.env.BENCH_CHUNK ?? UPLOAD_CHUNK_BYTES);
const RENDITIONS = process.env.BENCH_UPLOAD_RENDITIONS !== 'off';
const WITH_CREATION = process.env.BENCH_UPLOAD_WITH_CREATION === 'on';
const AT_ONCE = 3;
const TARGET_RATIO = 0.5;

/** A 12 MP phone photo of the issue's kind, made once and kept in the system's temporary folder. */
function phonePhoto(): string {
  const dir = join(tmpdir(), 'bindery-bench-phone-photo-q92');
  const made = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jpg')) : [];
  if (made[0]) return join(dir, made[0]);
  const script = join(FIXTURES_DIR, 'make-many.sh');
  execFileSync('bash', [
    script,
    '1',
    dir,
    '--min-edge',
    '4032',
    '--max-edge',
    '4032',
    '--quality',
    '92',
    '--jobs',
    '1',
  ]);
  const file = readdirSync(dir).find((f) => f.endsWith('.jpg'));
  if (!file) throw new Error('make-many.sh made no photo');
  return join(dir, file);
}

const photoChoice = process.env.BENCH_UPLOAD_PHOTO ?? 'phone';
const photoPath =
  photoChoice === 'big'
    ? join(FIXTURES_DIR, 'photos/photo-big.jpg')
    : photoChoice === 'phone'
      ? phonePhoto()
      : photoChoice;
const bytes = readFileSync(photoPath);
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

/** Requests the tus client sent, and the server's database queries by table, since the last reset. */
const counts = { requests: 0, queries: new Map<string, number>() };
const resetCounts = () => {
  counts.requests = 0;
  counts.queries.clear();
};

/** Counts every query of the embedded database the server runs on (the bench runs on PGlite). */
function countQueries(database: TestServer['database']): void {
  const client = (database.db as unknown as { session?: { client?: Record<string, unknown> } }).session
    ?.client;
  if (!client || typeof client.query !== 'function') throw new Error('cannot count queries: not PGlite');
  for (const method of ['query', 'exec'] as const) {
    const original = client[method] as (sql: string, ...rest: unknown[]) => Promise<unknown>;
    client[method] = (sql: string, ...rest: unknown[]) => {
      const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(sql)?.[1] ?? 'other';
      counts.queries.set(table, (counts.queries.get(table) ?? 0) + 1);
      return original.call(client, sql, ...rest);
    };
  }
}

function upload(endpoint: string, token: string, filename: string): Promise<void> {
  return new Promise((resolve, reject) => {
    new tus.Upload(bytes, {
      endpoint,
      chunkSize: CHUNK,
      uploadDataDuringCreation: WITH_CREATION,
      retryDelays: [],
      onBeforeRequest: () => {
        counts.requests++;
      },
      headers: { Authorization: `Bearer ${token}` },
      // As the web app sends it: the device's id of the photo (the server keeps one photo per id).
      metadata: { filename, filetype: 'image/jpeg', clientId: filename },
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
countQueries(server.database);
const rounds: {
  putMs: number;
  tusMs: number;
  ratio: number;
  putCpuMs: number;
  tusCpuMs: number;
  /** CPU of the renditions still being made after the round's last upload. */
  afterCpuMs: number;
  /** The tus client's requests per file. */
  requestsPerFile: number;
  /** The server's database queries per file during the round, by table (renditions made meanwhile too). */
  queriesPerFile: Record<string, number>;
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
    resetCounts();
    const tus = await tusRound();
    const requestsPerFile = counts.requests / FILES;
    const queriesPerFile = Object.fromEntries(
      [...counts.queries].sort((a, b) => b[1] - a[1]).map(([table, n]) => [table, n / FILES]),
    );
    const afterCpuMs = await renditionsDone(server, token);
    rounds.push({
      requestsPerFile,
      queriesPerFile,
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
console.log(
  `tus upload server    ${tusRate.toFixed(0).padStart(6)} MB/s  (${chunkLabel} chunks${WITH_CREATION ? ', the first with the creation request' : ', POST then PATCH'})`,
);
console.log(
  `CPU per file: PUT ${perFile(putCpu)} · tus ${perFile(tusCpu)} during the round, +${perFile(afterCpu).trim()} of renditions after it`,
);
console.log(
  `ratio tus / PUT      ${ratio.toFixed(2).padStart(6)}        target >= ${TARGET_RATIO} ${ratio >= TARGET_RATIO ? '✓' : '✗'}  (rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
);
const requests = median(rounds.map((r) => r.requestsPerFile));
const queryTables = [...new Set(rounds.flatMap((r) => Object.keys(r.queriesPerFile)))];
const queries = Object.fromEntries(
  queryTables.map((t) => [t, median(rounds.map((r) => r.queriesPerFile[t] ?? 0))] as const),
);
const queryTotal = median(rounds.map((r) => Object.values(r.queriesPerFile).reduce((a, b) => a + b, 0)));
console.log(
  `per file: ${requests.toFixed(1)} tus requests · ${queryTotal.toFixed(1)} DB queries during the round (${Object.entries(
    queries,
  )
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([t, n]) => `${t} ${n.toFixed(1)}`)
    .join(', ')})`,
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
      photo: photoPath,
      chunkBytes: CHUNK,
      dataWithCreation: WITH_CREATION,
      renditions: RENDITIONS,
      rounds,
      putMbS: put,
      tusMbS: tusRate,
      ratio,
      ratioMin: Math.min(...ratios),
      ratioMax: Math.max(...ratios),
      cpuMsPerFile: { put: putCpu / FILES, tus: tusCpu / FILES, renditionsAfter: afterCpu / FILES },
      requestsPerFile: requests,
      queriesPerFile: { total: queryTotal, ...queries },
      target: TARGET_RATIO,
    },
    null,
    2,
  ),
);
console.log(`wrote ${file}`);
