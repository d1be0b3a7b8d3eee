import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { log } from '../lib/log';
import { type JobQueue, jobKinds, MAX_ATTEMPTS, runJob } from './handlers';

const queueName = (kind: string) => kind.replace(/[^\w.-]/g, '_');
/**
 * Jobs taken by one fetch of a queue (see the worker below). A batch shares one time limit
 * (JOB_TIMEOUT_MS), so the longest jobs, print files, are taken one at a time.
 */
const jobsPerFetch = (kind: string) => (kind === 'order.print-files' ? 1 : 10); // JOB_PRINT_FILES

/** The advisory lock that lets one process at a time make pg-boss's queues (any fixed number). */
const QUEUE_CREATION_LOCK = 0x62696e64; // "bind"

/**
 * Makes each kind's queue, one process at a time. pg-boss makes a queue's table on first start
 * without a lock: two servers (or a server and a worker) doing so at once on a new database
 * deadlock in PostgreSQL, and the process that lost never took or sent a job (its purchases were
 * answered 500). The lock is held by a transaction of ours while pg-boss works on its own pool.
 */
async function createQueues(db: Db, boss: PgBoss) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_CREATION_LOCK})`);
    for (const kind of jobKinds()) await boss.createQueue(queueName(kind));
  });
}

/** On PostgreSQL, pg-boss runs the jobs (its own schema, retries with back-off, many workers). */
export function pgBossQueue(
  url: string,
  db: Db,
  config: Config,
  opts: {
    work?: boolean /** How long pg-boss's stop waits for its active jobs (at least 1 s). */;
    stopWaitMs?: number;
  } = {},
): JobQueue {
  const expireInSeconds = Math.ceil(config.JOB_TIMEOUT_MS / 1000);
  /**
   * The batches this process is running. pg-boss's stop does not wait for all of them: a batch whose
   * fetch was under way when the stop began is not yet "active" to it, and one still running past
   * its timeout is only marked failed; the queue's stop waits for each itself (see stop below).
   */
  const running = new Set<Promise<void>>();
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  /**
   * Starts pg-boss. A start that fails (the database unreachable for a moment) is not the end: a
   * failed pg-boss never starts again, so a new one is started after a pause (1 s, doubling up to
   * 30 s). Until then a job sent is refused (its request answered 5xx), not lost in silence.
   */
  function start(attempt: number): { boss: PgBoss; ready: Promise<void> } {
    // Expired jobs are found when pg-boss maintains its tables: at least twice per timeout.
    const boss = new PgBoss({
      connectionString: url,
      maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(expireInSeconds / 2))),
    });
    boss.on('error', (err) => log.warn('pg-boss error', { error: err.message }));
    const ready = (async () => {
      await boss.start();
      await createQueues(db, boss);
      for (const kind of jobKinds()) {
        if (opts.work === false) continue;
        // Half a second between polls (pg-boss' shortest): a photo's renditions follow its upload
        // closely. pg-boss waits that long after every fetch, even one that found work, so a fetch
        // takes a batch: one job a fetch drained only two a second (a hundred photos' renditions,
        // or a burst of sign-in mails, queued for minutes). Each job fails or succeeds on its own:
        // pg-boss completes the batch's jobs that are still active, never one already failed here.
        await boss.work<Record<string, unknown>>(
          queueName(kind),
          { pollingIntervalSeconds: 0.5, batchSize: jobsPerFetch(kind) },
          (batch) => {
            const run = runBatch(boss, kind, batch);
            running.add(run);
            return run.finally(() => running.delete(run));
          },
        );
      }
    })();
    ready.catch(async (err: unknown) => {
      const delayMs = Math.min(30_000, 1000 * 2 ** attempt);
      log.error('pg-boss did not start', {
        error: err instanceof Error ? err.message : String(err),
        attempt,
        retryInMs: delayMs,
      });
      await boss.stop({ graceful: false, wait: false }).catch(() => undefined);
      if (stopped) return;
      retry = setTimeout(() => {
        if (!stopped) current = start(attempt + 1);
      }, delayMs);
      retry.unref();
    });
    return { boss, ready };
  }
  let current = start(0);

  // A batch's jobs run one after another; one that fails is marked so and the rest still run.
  async function runBatch(boss: PgBoss, kind: string, batch: PgBoss.Job<Record<string, unknown>>[]) {
    for (const job of batch) {
      try {
        await runJob(kind, job.data, { db, config, enqueue });
      } catch (err) {
        await boss.fail(queueName(kind), job.id, {
          message: err instanceof Error ? err.message : String(err),
        });
      }
    }
  }
  async function enqueue(kind: string, payload: Record<string, unknown>, options: { runAt?: Date } = {}) {
    const { boss, ready } = current;
    await ready;
    await boss.send(queueName(kind), payload, {
      retryLimit: MAX_ATTEMPTS,
      retryBackoff: true,
      retryDelay: 5,
      expireInSeconds,
      ...(options.runAt ? { startAfter: options.runAt } : {}),
    });
  }
  return {
    enqueue,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const { boss, ready } = current;
      await ready.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: opts.stopWaitMs ?? 5000 });
      // No job outlives its server's stop (the database closes next): a batch pg-boss stopped
      // waiting for still finishes here. A job it marked failed meanwhile is retried later.
      while (running.size > 0) await Promise.allSettled(running);
    },
  };
}
