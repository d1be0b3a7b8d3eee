import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { projectRoot } from '../lib/paths';
import { CARDS, pay, readyBasket } from '../order/commerce.test-helper';
import { settledPhoto } from '../photo/settled.test-helper';
import { photoFixture } from '../test/fixtures';
import { createScratchDatabase, startTestServer, type TestServer } from '../test/harness';
import { startS3Peer } from '../test/s3-peer';
import { createPrint, openStream, sendOps, setBackground } from '../collab/collab.test-helper';
import { startRoundRobinProxy } from './round-robin-proxy';

/**
 * Bindery scaled out on one machine: two app servers (WORKER=off, each with its own DATA_DIR, as on
 * two machines) and a worker process on one PostgreSQL and one S3-compatible bucket (s3rver), behind
 * a round-robin proxy that sends each request to the other server. Needs TEST_DATABASE_URL
 * (`npm run test:scale` starts a throwaway cluster when PostgreSQL is installed).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const bucketDir = mkdtempSync(join(tmpdir(), 'bindery-scale-s3-'));
let s3: Awaited<ReturnType<typeof startS3Peer>>;
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
const apps: TestServer[] = [];
const workers: ChildProcess[] = [];
let env: Record<string, string>;
let sql: postgres.Sql;

/** A worker process, as `npm run worker` starts one. */
function startWorkerProcess(): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'bindery-scale-worker-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    cwd: projectRoot(),
    env: { ...process.env, ...env, DATA_DIR: dataDir, WORKER: 'in-process' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  workers.push(child);
  return child;
}

const JOB_TIMEOUT_MS = 20_000;
const viaProxy = { api: (path: string) => `${proxy.url}/webapp/api${path}`, url: '' } as TestServer;

beforeAll(async () => {
  if (!adminUrl) return;
  s3 = await startS3Peer({ directory: bucketDir, bucket: 'bindery-scale' });
  env = {
    DATABASE_URL: await createScratchDatabase(adminUrl),
    AUTH_SECRET: 'scale-test-secret-shared-by-every-app-server-0123456789',
    S3_BUCKET: 'bindery-scale',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    WORKER: 'off',
    // A killed worker's job is taken back after 20 s (pg-boss expiry), not 15 minutes. pg-boss has
    // no heartbeat, so this is also each job's time limit: at 4 s a loaded CI machine's renditions
    // and print file ran past it and were retried (the kill test then failed, the order's timed out).
    JOB_TIMEOUT_MS: String(JOB_TIMEOUT_MS),
    LOG_LEVEL: 'error',
  };
  apps.push(await startTestServer(env));
  apps.push(await startTestServer(env));
  proxy = await startRoundRobinProxy(apps.map((a) => a.url));
  viaProxy.url = proxy.url;
  sql = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  startWorkerProcess();
}, 120_000);

afterAll(async () => {
  for (const w of workers) w.kill('SIGKILL');
  await proxy?.close();
  for (const app of apps) await app.stop();
  await sql?.end();
  await s3?.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

async function signedUp(email: string) {
  const browser = new TestBrowser(viaProxy);
  expect((await browser.signUp(email)).error).toBeNull();
  return browser;
}

function upload(token: string, name: string, chunkSize: number): Promise<string> {
  const bytes = readFileSync(photoFixture(name));
  return new Promise((resolve, reject) => {
    const up = new tus.Upload(bytes, {
      endpoint: viaProxy.api('/photo/upload'),
      chunkSize,
      retryDelays: [200, 500, 1000],
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: name, filetype: 'image/jpeg' },
      onSuccess: () => resolve(up.url!),
      onError: reject,
    });
    up.start();
  });
}

describe.runIf(adminUrl)('two app servers, a worker, one PostgreSQL and one bucket', () => {
  it('keeps a customer signed in whichever server answers', async () => {
    const browser = await signedUp('scale.session@example.test');
    const served = new Set<number>();
    for (let i = 0; i < 4; i++) {
      const before = proxy.log.length;
      const res = await browser.fetch('/user');
      expect(res.status).toBe(200);
      served.add(proxy.log[before]!.target);
    }
    expect(served).toEqual(new Set([0, 1]));
  });

  it("brings a batch of edits accepted by one server to a design's live stream open on the other", async () => {
    const owner = await signedUp('scale.collab@example.test');
    const print = await createPrint(owner);
    const before = proxy.log.length;
    const stream = await openStream(owner, print.id);
    const streamServer = proxy.log.slice(before).find((l) => l.path.includes('/collab/stream'))!.target;
    // The proxy alternates: send until the batch lands on the other server (LISTEN/NOTIFY's case).
    let opsServer = streamServer;
    let sent = 0;
    while (opsServer === streamServer) {
      const at = proxy.log.length;
      const colour = `#00000${++sent}`;
      const res = await sendOps(owner, print.id, [setBackground(print.document.pages[0]!.id, colour)]);
      expect(res.status).toBe(200);
      opsServer = proxy.log[at]!.target;
    }
    const events = await stream.next(sent);
    const last = JSON.parse(events.at(-1)!.data) as { seq: number; ops: { value: string }[] };
    expect(events.every((e) => e.event === 'ops')).toBe(true);
    expect(last).toMatchObject({ seq: print.revision + sent, ops: [{ value: `#00000${sent}` }] });
    stream.close();
  });

  it('takes one tus upload whose PATCHes alternate between servers, byte for byte', async () => {
    const browser = await signedUp('scale.upload@example.test');
    const token = (await browser.session())!.accessToken!;
    const before = proxy.log.length;
    const url = await upload(token, 'photo-big.jpg', 256 * 1024);
    const patches = proxy.log.slice(before).filter((l) => l.method === 'PATCH');
    expect(patches.length).toBeGreaterThan(3);
    expect(new Set(patches.map((p) => p.target))).toEqual(new Set([0, 1]));
    // The worker made the renditions from the bucket; either server serves them.
    const { body } = await settledPhoto(viaProxy.api, token, url);
    const bytes = readFileSync(photoFixture('photo-big.jpg'));
    expect(body.photo).toMatchObject({
      status: 'ready',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    for (let i = 0; i < 2; i++) {
      const res = await browser.fetch(`/photo/${body.photo.id}/thumb`);
      expect(res.status).toBe(200);
    }
  }, 60_000);

  it("gets an order's print file from the worker, to download from the other server", async () => {
    const browser = await signedUp('scale.order@example.test');
    await readyBasket(browser);
    const { res: paid, json } = await pay(browser, CARDS.success);
    expect(paid.status, JSON.stringify(json)).toBe(200);
    expect(json.order.status).toBe('paid');
    const itemId = json.order.items[0]!.id;
    const download = `/order/${json.order.id}/print-file/${itemId}`;
    await expect
      .poll(async () => (await browser.fetch(download)).status, { timeout: 60_000, interval: 500 })
      .toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await browser.fetch(download);
      expect(res.status).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  }, 90_000);

  it('finishes the jobs of a worker killed mid-job on another worker, each once', async () => {
    const browser = await signedUp('scale.kill@example.test');
    const token = (await browser.session())!.accessToken!;
    // The uploads go on while the worker is watched: waiting for all four first let it finish the
    // last job before it was seen, so sometimes no job was left for the killed worker to hold.
    const uploading = Promise.all(
      Array.from({ length: 4 }, () => upload(token, 'photo-big.jpg', 8 * 1024 * 1024)),
    );
    // Kill the running worker as soon as it holds a rendition job, before it can finish it.
    await expect
      .poll(
        async () =>
          (
            await sql`select count(*)::int as n from pgboss.job where name = 'photo.renditions' and state = 'active'`
          )[0]!.n,
        { timeout: 30_000, interval: 20 },
      )
      .toBeGreaterThan(0);
    // The worker takes jobs in batches (queue.ts): it may hold several when it dies.
    const held = (
      await sql`select id::text as id from pgboss.job where name = 'photo.renditions' and state = 'active'`
    ).map((j) => j.id as string);
    for (const w of workers) w.kill('SIGKILL');
    startWorkerProcess();
    const urls = await uploading;
    // The killed worker's jobs wait out their expiry, a maintenance pass and a retry delay first.
    for (const url of urls) {
      const { body } = await settledPhoto(viaProxy.api, token, url, 3 * JOB_TIMEOUT_MS);
      expect(body.photo.status).toBe('ready');
    }
    // Every rendition job of these photos completed, and none is left to run twice.
    const jobs = await sql`select id::text as id, state, retry_count from pgboss.job
      where name = 'photo.renditions' and data->>'photoId' in (
        select id::text from photos where upload_id = any(${urls.map((u) => u.split('/').pop()!)}))`;
    expect(jobs.map((j) => j.state)).toEqual(['completed', 'completed', 'completed', 'completed']);
    // Those the killed worker held were run again, once each, by the new worker; no other was.
    const retried = jobs.filter((j) => j.retry_count > 0);
    expect(retried.length).toBeGreaterThan(0);
    for (const job of retried) {
      expect(held).toContain(job.id);
      expect(job.retry_count).toBe(1);
    }
  }, 180_000);
});
