import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { loadConfig } from '../config';
import { type RunningServer, startServer } from '../main';
import { seedFromPgliteTemplate } from './pglite-template';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Absolute URL of an API path, e.g. api('/catalog'). */
  api(path: string): string;
  /** The environment the server was started with. */
  env: Record<string, string>;
  /** Stops this server and starts a new one on the same data folder and database. */
  restart(): Promise<TestServer>;
}

/**
 * A real server on a free port with its own data folder and database: PGlite by default, or a
 * fresh database in the PostgreSQL cluster named by TEST_DATABASE_URL (so both engines run the
 * same tests).
 */
export async function startTestServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bindery-test-'));
  const env: Record<string, string> = {
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    // Every JSON answer of the API suite is parsed with its route's response schema (server/http/response-contract.ts).
    CHECK_RESPONSES: 'true',
    // A query outside its transaction's handle fails the test on PostgreSQL too (server/db/transaction-guard.ts).
    NODE_ENV: 'test',
    // The API tests print to the folder partner unless they say otherwise (the embedded default, the
    // simulator, starts beside each server: simulator-default.api.test.ts and the Lulu tests use it).
    PRINT_PARTNER: 'file-system',
    ...extraEnv,
  };
  if (process.env.TEST_DATABASE_URL && !env.DATABASE_URL) {
    env.DATABASE_URL = await createScratchDatabase(process.env.TEST_DATABASE_URL);
  }
  if (!env.DATABASE_URL) seedFromPgliteTemplate(dataDir);
  return wrap(await startServer(loadConfig(env)), dataDir, env);
}

/**
 * A test server's stop waits at most this long per stage (then cuts what is left and logs which
 * stage overran), well inside a hook's 60 s: a stage that hangs names itself instead of timing
 * the hook out.
 */
const STOP_DEADLINE_MS = 20_000;

function wrap(running: RunningServer, dataDir: string, env: Record<string, string>): TestServer {
  return {
    ...running,
    dataDir,
    env,
    api: (path) => `${running.url}/webapp/api${path}`,
    restart: async () => {
      await running.stop({ deadlineMs: STOP_DEADLINE_MS });
      return wrap(await startServer(loadConfig(env)), dataDir, env);
    },
    stop: async () => {
      await running.stop({ deadlineMs: STOP_DEADLINE_MS });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database in the cluster of `adminUrl`; answers its URL. */
/** A new database's name on the cluster of `adminUrl`, and its URL. Nothing is created yet. */
export function scratchDatabase(adminUrl: string): { name: string; url: string } {
  const name = `bindery_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Creates the database `name` on the cluster of `adminUrl`. */
export async function createDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the cluster of `adminUrl`; answers its URL. */
export async function createScratchDatabase(adminUrl: string): Promise<string> {
  const { name, url } = scratchDatabase(adminUrl);
  await createDatabase(adminUrl, name);
  return url;
}

export async function json<T = unknown>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
