import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { nowPlusMs } from '../db/sql-time';
import { log } from '../lib/log';
import { type JobQueue, MAX_ATTEMPTS, retryDelayMs, runJob } from './handlers';
import { type JobRow, jobs } from './schema';

const POLL_MS = 500;

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string }[];

/** Takes the next due job (or one whose lease ran out) for `worker`, under a lease of `leaseMs`. */
async function claimJob(db: Db, worker: string, leaseMs: number): Promise<JobRow | null> {
  const rows = await db.execute(sql`
    update jobs set status = 'running', attempts = attempts + 1, locked_by = ${worker},
      locked_until = ${nowPlusMs(leaseMs)}, updated_at = now()
    where id = (select id from jobs
                where (status = 'queued' and run_at <= now())
                   or (status = 'running' and locked_until < now())
                order by run_at limit 1 for update skip locked)
    returning id`);
  const id = rowsOf(rows)[0]?.id;
  if (!id) return null;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** Renews `worker`'s lease on a running job every third of the lease, until the timer is cleared. */
function keepLease(db: Db, id: string, worker: string, leaseMs: number): NodeJS.Timeout {
  return setInterval(
    () => {
      db.update(jobs)
        .set({ lockedUntil: nowPlusMs(leaseMs) })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)))
        .catch((err: unknown) => log.warn('job heartbeat failed', { id, error: String(err) }));
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
}

/**
 * The embedded queue: rows in the jobs table, claimed one at a time with SKIP LOCKED under a lease.
 * A worker renews its job's lease while it runs; a job whose lease ran out (its process died, or
 * hung) is claimed again by any worker, and counts an attempt. Only the lease holder may finish a
 * job, so a worker that lost its lease cannot overwrite the outcome of the one that took over.
 */
export function databaseQueue(db: Db, config: Config, opts: { work?: boolean } = {}): JobQueue {
  const me = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseMs = config.JOB_LEASE_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const mine = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, me));

  async function runOne(job: JobRow): Promise<void> {
    const heartbeat = keepLease(db, job.id, me, leaseMs);
    try {
      if (job.attempts > MAX_ATTEMPTS) throw new Error(`gave up after ${MAX_ATTEMPTS} attempts`);
      await runJob(job.kind, job.payload, { db, config, enqueue });
      clearInterval(heartbeat);
      await db
        .update(jobs)
        .set({ status: 'done', lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
        .where(mine(job.id));
    } catch (err) {
      clearInterval(heartbeat);
      const message = err instanceof Error ? err.message : String(err);
      const failed = job.attempts >= MAX_ATTEMPTS;
      log.warn('job failed', { kind: job.kind, id: job.id, attempts: job.attempts, error: message });
      await db
        .update(jobs)
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: message,
          lockedBy: null,
          lockedUntil: null,
          runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
          updatedAt: sql`now()`,
        })
        .where(mine(job.id));
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const job = await claimJob(db, me, leaseMs);
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

  if (opts.work !== false) {
    timer = setInterval(tick, POLL_MS);
    timer.unref();
    tick();
  } else {
    stopped = true; // queues jobs for other processes; runs none itself
  }

  const enqueue: JobQueue['enqueue'] = async (kind, payload, options = {}) => {
    await db.insert(jobs).values({ kind, payload, runAt: options.runAt ?? new Date() });
    // A job due later is found by the poll; waking the worker now would only spend a query.
    if (!options.runAt || options.runAt.getTime() <= Date.now()) setImmediate(tick);
  };
  return {
    enqueue,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
