import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/env';
import { databaseQueue } from './db-queue';
import type { JobQueue } from './handlers';
import { pgBossQueue } from './pg-boss-queue';
// The sign-in e-mails' job kind, so a standalone worker (server/worker.ts) runs them too.
import '../auth/mail-jobs';

export type { JobQueue } from './handlers';

const queues = new WeakMap<Database, JobQueue>();

/**
 * The queue for this database, started on first use: pg-boss on PostgreSQL, the jobs table on
 * PGlite. It runs jobs here too unless WORKER=off (then `npm run worker` processes run them).
 * Closing the database stops the queue first, so no worker outlives its server.
 */
export function jobQueue(database: Database, config: Config): JobQueue {
  let queue = queues.get(database);
  if (!queue) {
    const work = config.WORKER !== 'off';
    const started =
      database.kind === 'postgres' && config.DATABASE_URL
        ? pgBossQueue(config.DATABASE_URL, database.db, config, { work })
        : databaseQueue(database.db, config, { work });
    queue = started;
    queues.set(database, started);
    const close = database.close.bind(database);
    database.close = async () => {
      await started.stop();
      await close();
    };
  }
  return queue;
}

/** Starts the worker with the first commerce request, so queued jobs resume after a restart. */
export const withJobQueue: MiddlewareHandler<AppEnv> = async (c, next) => {
  jobQueue(c.var.database, c.var.config);
  await next();
};
