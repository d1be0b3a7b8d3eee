import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { log } from '../lib/log';
import { type JobQueue, jobHandler, MAX_ATTEMPTS, retryDelayMs } from './handlers';
import { type JobRow, jobs } from './schema';

const POLL_MS = 500;

/** The embedded queue: rows in the jobs table, claimed one at a time with SKIP LOCKED. */
export function databaseQueue(db: Db, config: Config): JobQueue {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function claim(): Promise<JobRow | null> {
    const rows = await db.execute(sql`
      update jobs set status = 'running', attempts = attempts + 1, updated_at = now()
      where id = (select id from jobs where status = 'queued' and run_at <= now()
                  order by run_at limit 1 for update skip locked)
      returning id`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { id: string }[];
    if (!list[0]) return null;
    const [row] = await db.select().from(jobs).where(eq(jobs.id, list[0].id));
    return row ?? null;
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = jobHandler(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, { db, config });
      await db.update(jobs).set({ status: 'done', updatedAt: sql`now()` }).where(eq(jobs.id, job.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const failed = job.attempts >= MAX_ATTEMPTS;
      log.warn('job failed', { kind: job.kind, id: job.id, attempts: job.attempts, error: message });
      await db
        .update(jobs)
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: message,
          runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
          updatedAt: sql`now()`,
        })
        .where(eq(jobs.id, job.id));
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const job = await claim();
      if (!job) return;
      await runOne(job);
    }
  }

  function tick() {
    if (stopped || running) return;
    running = drain()
      .catch((err) => {
        // The database closing under us ends the worker quietly.
        if (!stopped)
          log.warn('job queue poll failed', { error: err instanceof Error ? err.message : String(err) });
      })
      .finally(() => {
        running = null;
      });
  }

  timer = setInterval(tick, POLL_MS);
  timer.unref();
  tick();

  return {
    async enqueue(kind, payload, opts = {}) {
      await db.insert(jobs).values({ kind, payload, runAt: opts.runAt ?? new Date() });
      setImmediate(tick);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
