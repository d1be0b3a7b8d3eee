/**
 * `npm run bench:load` (issue 26): the built server under load, measured from outside. For each
 * database (the embedded PGlite, and PostgreSQL in a throwaway cluster when its binaries are
 * installed, or BENCH_DATABASE_URL), it starts `node DIST_DIR/server/main.js` as its own process,
 * signs up BENCH_LOAD_CUSTOMERS (40) customers through the real API, each with a 40-photo design
 * and a basket, then runs, each after a warm-up:
 *   reads   a fixed arrival rate (open model: every request is sent at its scheduled time, whether or
 *           not earlier ones have answered, and its latency is counted from that time, so queueing is
 *           never hidden) of catalog, designs list, one design, basket and basket count, evenly mixed;
 *   saves   every customer autosaving its design in a loop (POST /print/update on its revision); at
 *           the end each design's revision and title on the server must be the last one saved;
 *   both again with one hostile 1 MB body (nested arrays) arriving every second;
 *   flood   on a fresh server, one member of a shared design floods it with big batches on several
 *           connections and unread streams while other editors' op round trip and /health are
 *           measured (bench/load-flood.ts, its knobs there; BENCH_LOAD_ONLY=flood runs only this,
 *           BENCH_FLOOD_LABEL=<label> names its file bench/results/load-flood-<database>-<label>.json).
 * It prints each figure beside its target with the ratio (figure / target for latencies, target /
 * figure for rates: 1 or less meets it) and writes bench/results/load-<database>.json.
 * First it prints the server's CPU time per request of each route (where the time goes; with
 * BENCH_LOAD_ONLY=cost, nothing else).
 * BENCH_LOAD_CPU_PROF=<dir> writes the server's CPU profile there (node --cpu-prof);
 * BENCH_LOAD_COST_ROUTES=<pattern> prices only the routes whose name matches it (`update$`, `basket`).
 * Knobs: BENCH_LOAD_RATE (300/s), BENCH_LOAD_COST_REQUESTS (400), BENCH_LOAD_SECONDS (20), BENCH_LOAD_WARMUP_SECONDS (5),
 * BENCH_LOAD_CUSTOMERS (40), BENCH_LOAD_DATABASES (pglite,postgres), BENCH_DATABASE_URL, DIST_DIR.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BookDocument } from '../render-core';
import { TestBrowser } from '../server/auth/browser.test-helper';
import { designFor } from '../server/print/design.test-helper';
import type { TestServer } from '../server/test/harness';
import { floodPhase } from './load-flood';

const RATE = Number(process.env.BENCH_LOAD_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const WARMUP = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 5);
const CUSTOMERS = Number(process.env.BENCH_LOAD_CUSTOMERS ?? 40);
const COST_REQUESTS = Number(process.env.BENCH_LOAD_COST_REQUESTS ?? 400);
/** `cost`: only the CPU time per request of each route (routeCosts); `flood`: only the flood phase. */
const ONLY = process.env.BENCH_LOAD_ONLY;
/** Only the cost routes whose name matches this pattern (e.g. `update$`), for a profile of one route. */
const COST_ROUTES = new RegExp(process.env.BENCH_LOAD_COST_ROUTES ?? '');
const DIST = process.env.DIST_DIR ?? 'dist';
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const TARGET = { readRate: RATE, readP99: 50, saveP99: 250, hostileFactor: 2 };

interface Customer {
  cookie: string;
  printId: string;
  document: BookDocument;
  revision: number;
  title: string;
}

interface Sample {
  ms: number;
  status: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP request on a kept-alive socket; the status (0 when the connection failed). */
function send(base: string, method: string, path: string, cookie: string, body?: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      `${base}/webapp/api${path}`,
      {
        method,
        agent,
        headers: {
          cookie,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summarise(samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    count: samples.length,
    perSecond: samples.length / seconds,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? Number.NaN,
    errors: samples.filter((s) => s.status === 0 || s.status >= 400).length,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The mixed reads: catalog, designs list, one design, basket, basket count. */
const READS = [
  () => '/catalog?currency=GBP&locale=en',
  () => '/print/list',
  (c: Customer) => `/print/${c.printId}`,
  () => '/basket',
  () => '/basket/count',
];

/** The server process's CPU time so far (user + system), in ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command's name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * Where the time goes: the server's CPU time per request of each read and of a save, over
 * COST_REQUESTS requests, four at a time. CPU time, unlike latency, hardly depends on what else
 * the machine is doing, so it is the figure to compare before and after a change.
 */
async function routeCosts(base: string, pid: number, customers: Customer[]): Promise<Record<string, number>> {
  const costs: Record<string, number> = {};
  const measure = async (
    name: string,
    one: (c: Customer, i: number) => Promise<number>,
    expected: (status: number) => boolean = (status) => status === 200,
  ) => {
    if (!COST_ROUTES.test(name)) return;
    for (let i = 0; i < 20; i++) await one(customers[i % customers.length]!, i); // warm-up
    const before = cpuMs(pid);
    let next = 0;
    await Promise.all(
      [0, 1, 2, 3].map(async () => {
        while (next < COST_REQUESTS) {
          const i = next++;
          const status = await one(customers[i % customers.length]!, i);
          if (!expected(status)) throw new Error(`${name}: status ${status}`);
        }
      }),
    );
    costs[name] = (cpuMs(pid) - before) / COST_REQUESTS;
  };
  for (const read of READS) {
    const path = read(customers[0]!).replace(customers[0]!.printId, ':id');
    await measure(`GET ${path}`, (c) => send(base, 'GET', read(c), c.cookie));
  }
  await measure('POST /print/update', async (c, i) => {
    const title = `Cost ${i}`;
    const body = JSON.stringify({ id: c.printId, baseRevision: c.revision, document: c.document, title });
    const status = await send(base, 'POST', '/print/update', c.cookie, body);
    if (status === 200) {
      c.revision++;
      c.title = title;
    }
    return status;
  });
  const hostile = hostileBody();
  await measure(
    'POST /print/update, 1 MB nested (refused)',
    () => send(base, 'POST', '/print/update', '', hostile),
    (status) => status >= 400 && status < 500,
  );
  for (const [name, ms] of Object.entries(costs))
    console.log(`  ${name.padEnd(44)} ${fmt(ms).padStart(8)} ms CPU a request`);
  return costs;
}

/** Mixed reads at RATE per second on a clock, for warm-up plus SECONDS; the measured part's samples. */
async function readLoad(
  base: string,
  customers: Customer[],
): Promise<{ samples: Sample[]; heldPerSecond: number }> {
  const reads = READS;
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const measureFrom = start + WARMUP * 1000;
  const end = measureFrom + SECONDS * 1000;
  const gap = 1000 / RATE;
  let i = 0;
  while (start + i * gap < end) {
    const now = performance.now();
    while (start + i * gap <= now && start + i * gap < end) {
      const scheduled = start + i * gap;
      const customer = customers[i % customers.length]!;
      const path = reads[i % reads.length]!(customer);
      i++;
      pending.push(
        send(base, 'GET', path, customer.cookie).then((status) => {
          if (scheduled >= measureFrom) samples.push({ ms: performance.now() - scheduled, status });
        }),
      );
    }
    await sleep(1);
  }
  await Promise.all(pending);
  // The rate held: the measured requests over the time until the last of them was answered.
  return { samples, heldPerSecond: samples.length / ((performance.now() - measureFrom) / 1000) };
}

/** Every customer saves its design in a loop (a new title each time) until the time is up. */
async function saveLoad(base: string, customers: Customer[]): Promise<{ samples: Sample[]; lost: number }> {
  const samples: Sample[] = [];
  const start = performance.now();
  const measureFrom = start + WARMUP * 1000;
  const end = measureFrom + SECONDS * 1000;
  let n = 0;
  await Promise.all(
    customers.map(async (c) => {
      while (performance.now() < end) {
        const title = `Load ${++n}`;
        const sent = performance.now();
        const body = JSON.stringify({ id: c.printId, baseRevision: c.revision, document: c.document, title });
        const status = await send(base, 'POST', '/print/update', c.cookie, body);
        if (sent >= measureFrom) samples.push({ ms: performance.now() - sent, status });
        if (status === 200) {
          c.revision++;
          c.title = title;
        } else await sleep(50);
      }
    }),
  );
  // Nothing lost: each design on the server is the last one its customer saved.
  let lost = 0;
  for (const c of customers) {
    const res = await fetch(`${base}/webapp/api/print/${c.printId}`, { headers: { cookie: c.cookie } });
    const { print } = (await res.json()) as { print: { revision: number; title: string } };
    if (print.revision !== c.revision || print.title !== c.title) lost++;
  }
  return { samples, lost };
}

/** 1 MB of nested arrays: 512 Ki levels. */
function hostileBody(): string {
  const depth = 512 * 1024;
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** One 1 MB body of nested arrays a second, anonymous, to the design save route, until stopped. */
function hostileLoad(base: string): { stop: () => Promise<Sample[]> } {
  const body = hostileBody();
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const timer = setInterval(() => {
    const sent = performance.now();
    pending.push(
      send(base, 'POST', '/print/update', '', body).then((status) => {
        samples.push({ ms: performance.now() - sent, status });
      }),
    );
  }, 1000);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return samples;
    },
  };
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/webapp/api/health`)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error('the server never answered its health check');
}

async function startServer(port: number, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bindery-load-'));
  const profile = process.env.BENCH_LOAD_CPU_PROF;
  const nodeArgs = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : [];
  const child = spawn('node', [...nodeArgs, join(DIST, 'server/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DIST_DIR: DIST,
      SIGN_IN_LIMIT_PER_CLIENT: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return {
    base,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function makeCustomers(base: string): Promise<Customer[]> {
  const server = { url: base, api: (p: string) => `${base}/webapp/api${p}` } as unknown as TestServer;
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const browser = new TestBrowser(server);
    const signed = await browser.signUp(`load-${i}-${Date.now()}@example.test`);
    if (signed.error) throw new Error(`sign-up failed: ${signed.error}`);
    const created = await browser.json('/print', { productCode: 'BOOK-SC-20X20', title: `Load ${i}` });
    const { print } = (await created.json()) as {
      print: { id: string; revision: number; document: BookDocument };
    };
    const document = { ...designFor(print.document.product, 40, i + 1), id: print.document.id };
    const saved = await browser.json('/print/update', {
      id: print.id,
      baseRevision: print.revision,
      document,
    });
    if (saved.status !== 200) throw new Error(`the design was not saved (${saved.status})`);
    const after = (await saved.json()) as {
      print: { revision: number; document: BookDocument; title: string };
    };
    await browser.json('/basket/item', { printId: print.id, quantity: 1 });
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    customers.push({
      cookie,
      printId: print.id,
      document: after.print.document,
      revision: after.print.revision,
      title: after.print.title,
    });
  }
  return customers;
}

/** A throwaway PostgreSQL cluster (as scripts/pg-throwaway.sh makes one for the tests), or null. */
function startPostgres(): { url: string; stop: () => void } | null {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const script = join(ROOT, 'scripts/pg-throwaway.sh');
  const bin = execFileSync('bash', ['-c', `source ${script}; pg_throwaway_bin`])
    .toString()
    .trim();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bindery-load-pg-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPg.length) execFileSync('chown', ['postgres', dir]);
  const run = (cmd: string, args: string[]) =>
    execFileSync(asPg[0] ?? cmd, asPg.length ? [...asPg.slice(1), cmd, ...args] : args, { stdio: 'ignore' });
  run(`${bin}/initdb`, ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run(`${bin}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
function line(name: string, figure: number, target: number, unit: string, higherIsBetter = false) {
  const ratio = higherIsBetter ? target / figure : figure / target;
  // A rate is held within 1 %: it is counted up to the last answer, whose own latency is in it.
  const verdict = ratio <= (higherIsBetter ? 1.01 : 1) ? 'meets' : 'misses';
  console.log(
    `  ${name.padEnd(44)} ${fmt(figure).padStart(8)} ${unit.padEnd(5)} target ${fmt(target).padStart(6)}  ratio ${ratio.toFixed(2)} (${verdict})`,
  );
  return { figure, target, ratio };
}

/** The flood phase (bench/load-flood.ts) on its own server; bench/results/load-flood-<database>[-label].json. */
async function benchFlood(name: string, port: number, databaseUrl?: string) {
  const server = await startServer(port, databaseUrl);
  try {
    console.log(`\n${name}: flood (one member floods a shared design; load ${loadAverage()})`);
    const result = {
      database: name,
      loadAverage: '',
      ...(await floodPhase(server.base, line, () => cpuMs(server.pid))),
    };
    result.loadAverage = loadAverage();
    const label = process.env.BENCH_FLOOD_LABEL ? `-${process.env.BENCH_FLOOD_LABEL}` : '';
    const dir = join(ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `load-flood-${name}${label}.json`), `${JSON.stringify(result, null, 2)}\n`);
    return result;
  } finally {
    await server.stop();
  }
}

async function benchDatabase(name: string, port: number, databaseUrl?: string) {
  if (ONLY === 'flood') return benchFlood(name, port, databaseUrl);
  const server = await startServer(port, databaseUrl);
  try {
    console.log(`\n${name}: ${CUSTOMERS} customers signing up, each with a 40-photo design…`);
    const customers = await makeCustomers(server.base);
    console.log(`${name}: the server's CPU time per request (${COST_REQUESTS} of each, 4 at a time)`);
    const costs = await routeCosts(server.base, server.pid, customers);
    if (ONLY === 'cost') return { database: name, costs };
    console.log(
      `${name}: reads at ${RATE}/s, ${WARMUP} s warm-up + ${SECONDS} s measured; then saves; then both beside a 1 MB nested body a second (load ${loadAverage()})`,
    );
    const readRun = await readLoad(server.base, customers);
    const reads = { ...summarise(readRun.samples, SECONDS), heldPerSecond: readRun.heldPerSecond };
    const saves = await saveLoad(server.base, customers);
    const saveFigures = summarise(saves.samples, SECONDS);
    const hostileReads = hostileLoad(server.base);
    const readsBeside = summarise((await readLoad(server.base, customers)).samples, SECONDS);
    const hostileA = await hostileReads.stop();
    const hostileSaves = hostileLoad(server.base);
    const savesBesideRun = await saveLoad(server.base, customers);
    const savesBeside = summarise(savesBesideRun.samples, SECONDS);
    const hostileB = await hostileSaves.stop();
    const hostile = summarise([...hostileA, ...hostileB], 2 * (SECONDS + WARMUP));
    const refused = [...hostileA, ...hostileB].filter((s) => s.status >= 400 && s.status < 500).length;

    console.log(`\n${name} (load average ${loadAverage()})`);
    const result = {
      database: name,
      rate: RATE,
      seconds: SECONDS,
      customers: CUSTOMERS,
      reads,
      saves: { ...saveFigures, lost: saves.lost },
      readsBesideHostile: readsBeside,
      savesBesideHostile: { ...savesBeside, lost: savesBesideRun.lost },
      hostile: { ...hostile, refused },
      cpuMsPerRequest: costs,
      loadAverage: loadAverage(),
      ratios: {
        readRate: line('reads held per second (answered)', reads.heldPerSecond, TARGET.readRate, '/s', true),
        readP99: line(
          `reads p99 (p50 ${fmt(reads.p50)} ms, ${reads.errors} errors)`,
          reads.p99,
          TARGET.readP99,
          'ms',
        ),
        saveP99: line(
          `saves p99 (${fmt(saveFigures.perSecond)}/s, p50 ${fmt(saveFigures.p50)} ms, ${saves.lost} lost)`,
          saveFigures.p99,
          TARGET.saveP99,
          'ms',
        ),
        readP99BesideHostile: line(
          `reads p99 beside hostile bodies (${readsBeside.errors} err)`,
          readsBeside.p99,
          TARGET.hostileFactor * reads.p99,
          'ms',
        ),
        saveP99BesideHostile: line(
          `saves p99 beside hostile bodies (${savesBesideRun.lost} lost)`,
          savesBeside.p99,
          TARGET.hostileFactor * saveFigures.p99,
          'ms',
        ),
      },
    };
    console.log(
      `  hostile 1 MB bodies: ${hostile.count} sent, ${refused} refused with a 4xx, p99 ${fmt(hostile.p99)} ms`,
    );
    const dir = join(ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `load-${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await server.stop();
  }
  if (ONLY !== 'cost') await benchFlood(name, port, databaseUrl);
}

function loadAverage(): string {
  return execFileSync('cat', ['/proc/loadavg']).toString().split(' ').slice(0, 3).join(' ');
}

async function main() {
  if (!existsSync(join(ROOT, DIST, 'server/main.js'))) {
    console.log(`building the server into ${DIST}/server…`);
    execFileSync('npm', ['run', '--silent', 'build:server'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DIST_DIR: DIST },
    });
  }
  const wanted = (process.env.BENCH_LOAD_DATABASES ?? 'pglite,postgres').split(',');
  if (wanted.includes('pglite')) await benchDatabase('pglite', 4591);
  if (wanted.includes('postgres')) {
    const pg = startPostgres();
    if (!pg) console.log('\npostgres: skipped (no PostgreSQL binaries; apt-get install postgresql)');
    else {
      try {
        await benchDatabase('postgres', 4592, pg.url);
      } finally {
        pg.stop();
      }
    }
  }
  agent.destroy();
}

await main();
