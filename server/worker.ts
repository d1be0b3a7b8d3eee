import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadDotEnv } from './env-file';
import { jobQueue } from './jobs/queue';
import { log, setLogLevel } from './lib/log';
import { stopOnSignals } from './lib/shutdown';
// Every job kind registers itself when its module loads.
import './order/jobs';
import { requeueStalledPhotos } from './photo/finish';

export interface RunningWorker {
  stop(): Promise<void>;
}

/**
 * A worker: runs queued jobs (photo renditions, print files, e-mails) and serves no HTTP. Several
 * may run beside the app servers on one PostgreSQL; each job runs once (pg-boss, or the jobs
 * table's leases). The embedded PGlite database belongs to one process, so there the app server
 * runs its jobs itself (WORKER=in-process) and this refuses to start.
 */
export async function startWorker(config: Config): Promise<RunningWorker> {
  setLogLevel(config.LOG_LEVEL);
  if (!config.DATABASE_URL) {
    throw new ConfigError([
      'DATABASE_URL: npm run worker needs PostgreSQL; the embedded database belongs to the app server, which runs its own jobs',
    ]);
  }
  // It answers no requests: renditions and print files may use every core (process.ts keeps one).
  sharp.concurrency(availableParallelism());
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    strictTransactions: config.NODE_ENV !== 'production',
  });
  await database.migrate();
  const queue = () => jobQueue(database, { ...config, WORKER: 'in-process' });
  queue();
  await requeueStalledPhotos({ db: database.db, queue });
  log.info('worker started', { database: database.kind });
  return { stop: () => database.close() };
}

async function main() {
  let config: Config;
  try {
    loadDotEnv();
    config = loadConfig();
    const worker = await startWorker(config);
    stopOnSignals('worker', worker.stop);
  } catch (err) {
    console.error('The Bindery worker could not start:', err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

const isEntry = process.argv[1] && /server[\\/]worker\.(ts|js)$/.test(process.argv[1]);
if (isEntry) void main();
