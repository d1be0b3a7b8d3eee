import type { Server, ServerOptions } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadCatalogData } from './catalog/catalog-data';
import { seedCatalog } from './catalog/seed';
import { requeueStalledPhotos } from './photo/finish';
import { ConfigError, type Config, loadConfig, siteOrigin } from './config';
import { loadDotEnv } from './env-file';
import { type Database, openDatabase } from './db/client';
import { answerClientError } from './http/client-error';
import { jobQueue } from './jobs/queue';
import { log, setLogLevel } from './lib/log';
import { closeHttpServer, stopOnSignals, withinDeadline } from './lib/shutdown';
import { startEventLoopMonitor } from './health/event-loop';
import { startDevSimulator } from './print-partner/dev-simulator';

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  /**
   * Stops gracefully (see below). With `deadlineMs` (the tests' servers), each stage waits at most
   * that long: past it the HTTP connections still open are cut and the job queue is left to end on
   * its own, with an error logged naming the stage. Without it (the process on a signal), it waits
   * as long as stopping takes, and stopOnSignals exits 1 past SHUTDOWN_TIMEOUT_MS.
   */
  stop(options?: { deadlineMs?: number }): Promise<void>;
}

/**
 * Slow clients do not hold sockets forever: headers must arrive within HTTP_HEADERS_TIMEOUT_MS and
 * the whole request within HTTP_REQUEST_TIMEOUT_MS (Node answers 408 and closes), idle kept-alive
 * sockets close after HTTP_KEEP_ALIVE_TIMEOUT_MS. Node checks the first two on an interval, so the
 * interval follows the shortest limit.
 */
function slowClientLimits(config: Config): ServerOptions {
  return {
    headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(
      50,
      Math.min(30_000, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 4)),
    ),
  };
}

/** Opens the database, applies migrations, seeds the catalog and starts listening. */
export async function startServer(config: Config): Promise<RunningServer> {
  setLogLevel(config.LOG_LEVEL);
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    strictTransactions: config.NODE_ENV !== 'production',
  });
  await database.migrate();
  const seeded = await seedCatalog(database.db, loadCatalogData());
  // Workers start with the server, so jobs queued before a restart (print files, e-mails) resume.
  jobQueue(database, config);
  // Photos whose renditions were never queued (a crash between the upload and its job) are queued again.
  void requeueStalledPhotos({ db: database.db, queue: () => jobQueue(database, config) }).catch(
    (err: unknown) => log.warn('requeueing stalled photos failed', { error: String(err) }),
  );
  let listeningPort = config.PORT;
  const app = createApp({ config, database, siteOrigin: () => siteOrigin(config, listeningPort) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: config.PORT,
        ...(config.HOST ? { hostname: config.HOST } : {}),
        serverOptions: { ...slowClientLimits(config), maxHeaderSize: config.HTTP_HEADER_LIMIT_BYTES },
      },
      () => resolve(s),
    );
    // A request Node cannot read (headers too large, too slow) gets a JSON error like any other.
    s.on('clientError', answerClientError(config.HTTP_HEADER_LIMIT_BYTES));
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  listeningPort = port;
  const url = `http://localhost:${port}`;
  log.info('server started', { url: `${url}/webapp/`, database: database.kind, products: seeded.products });
  // How late the event loop runs while serving (not the start-up's migrations): in /webapp/api/health, logged each minute.
  startEventLoopMonitor();
  const simulator = await startDevSimulator(config, `http://127.0.0.1:${port}`);
  return {
    url,
    port,
    database,
    // In-flight requests get their answers first; closing the database then stops the job queue
    // after the job it is running (server/jobs/queue.ts).
    stop: async ({ deadlineMs }: { deadlineMs?: number } = {}) => {
      await simulator?.stop();
      const http = closeHttpServer(server as Server);
      if (!(await withinDeadline('http', http, deadlineMs, () => (server as Server).closeAllConnections()))) {
        await http;
      }
      await withinDeadline('database and job queue', database.close(), deadlineMs);
    },
  };
}

async function main() {
  let config: Config;
  try {
    // .env in the working folder, when present; the real environment wins (see .env.example).
    loadDotEnv();
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const running = await startServer(config);
  // SIGTERM/SIGINT: stop accepting, finish in-flight requests and the running job, exit 0 (1 past SHUTDOWN_TIMEOUT_MS).
  stopOnSignals('server', running.stop, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
}

const isEntry =
  process.argv[1] && /server[\\/]main\.(ts|js)$|dist[\\/]server[\\/]main\.js$/.test(process.argv[1]);
if (isEntry) {
  main().catch((err) => {
    console.error('Bindery could not start:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
