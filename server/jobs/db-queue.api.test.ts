import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../test/harness';
import { databaseQueue } from './db-queue';
import { type JobQueue, registerJob } from './handlers';
import { jobs } from './schema';

/**
 * The embedded queue's leases, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 * On PGlite the server's own worker polls the same table: any worker may run a job, and the
 * checks hold whichever does.
 */
let server: TestServer;
const runs = new Map<string, number>();
const waits = new Map<string, number>();
registerJob('test.lease', async (payload) => {
  const key = String(payload.key);
  runs.set(key, (runs.get(key) ?? 0) + 1);
  await new Promise((resolve) => setTimeout(resolve, waits.get(key) ?? 0));
});

/** The first run of each key never settles, as a native task that never ends; later runs finish. */
const stuckRuns = new Map<string, number>();
registerJob(
  'test.stuck',
  async (payload) => {
    const key = String(payload.key);
    stuckRuns.set(key, (stuckRuns.get(key) ?? 0) + 1);
    if (stuckRuns.get(key) === 1) await new Promise(() => {});
  },
  { timeLimitMs: 500 },
);

const queues: JobQueue[] = [];
const queue = (leaseMs: number) => {
  const q = databaseQueue(server.database.db, loadConfig({ ...server.env, JOB_LEASE_MS: String(leaseMs) }));
  queues.push(q);
  return q;
};

async function jobState(id: string) {
  const [row] = await server.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

async function settled(id: string) {
  await expect.poll(async () => (await jobState(id))?.status, { timeout: 20_000 }).toBe('done');
  return jobState(id);
}

async function insert(key: string, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await server.database.db
    .insert(jobs)
    .values({ kind: 'test.lease', payload: { key }, ...values })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await server?.stop();
});

describe('the embedded job queue', () => {
  it('takes back a job whose worker died (its lease ran out) and runs it once', async () => {
    const id = await insert('orphan', {
      status: 'running',
      attempts: 1,
      lockedBy: 'worker-that-was-killed',
      lockedUntil: new Date(Date.now() - 1000),
    });
    queue(300);
    const row = await settled(id);
    expect(runs.get('orphan')).toBe(1);
    expect(row?.attempts).toBe(2);
    expect(row?.lockedBy).toBeNull();
  });

  it('leaves a job alone while its worker holds the lease', async () => {
    const id = await insert('held', {
      status: 'running',
      attempts: 1,
      lockedBy: 'a-live-worker',
      lockedUntil: new Date(Date.now() + 60_000),
    });
    queue(300);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.get('held')).toBeUndefined();
    expect((await jobState(id))?.status).toBe('running');
  });

  it('renews the lease of a job that runs longer than it, so two workers never run it twice', async () => {
    waits.set('long', 1500);
    queue(300);
    queue(300);
    const id = await insert('long');
    await settled(id);
    expect(runs.get('long')).toBe(1);
  });

  it('fails a run that passes its time limit and runs the job again, instead of waiting on it forever', async () => {
    queue(300);
    const [row] = await server.database.db
      .insert(jobs)
      .values({ kind: 'test.stuck', payload: { key: 'never-ends' } })
      .returning();
    const done = await settled(row!.id);
    expect(stuckRuns.get('never-ends')).toBe(2);
    expect(done?.attempts).toBe(2);
    expect(done?.lastError).toBe('test.stuck did not finish within 0.5 s');
  });
});
