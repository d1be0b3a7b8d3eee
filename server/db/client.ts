import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { projectRoot } from '../lib/paths';
import * as schema from './schema';
import { guardTransactions } from './transaction-guard';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: LISTEN on a channel (answers a function that stops listening) and NOTIFY
   * it, so several app servers hear each other (server/collab/bus.ts). PGlite has one process.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify?(channel: string, payload: string): Promise<void>;
}

export const migrationsFolder = join(projectRoot(), 'server/db/migrations');

/** The advisory lock processes migrating one PostgreSQL database take in turn (any fixed number). */
const MIGRATION_LOCK = 0x6d696772; // "migr"

/**
 * Migrates PostgreSQL one process at a time. Servers and workers of a release start together and
 * each migrates on start; drizzle's migrator takes no lock, so on a new database (or a release
 * with a new migration) all but one failed with "already exists" and did not start. One connection
 * holds a session lock for the whole run (it goes with the connection if the process dies); the
 * next process then finds the migrations applied.
 */
async function migratePostgresInTurn(url: string) {
  const one = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await one`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(one, { schema }), { migrationsFolder });
    await one`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await one.end({ timeout: 5 });
  }
}

/** PGlite under DATA_DIR/db by default; PostgreSQL when DATABASE_URL is set. Same schema, same migrations. */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * A query on the outer handle inside an open transaction of it is an error on PostgreSQL too
   * (transaction-guard.ts; PGlite always refuses one): tests and development, not production.
   */
  strictTransactions?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, { max: 10, onnotice: () => {} });
    const guarded = guardTransactions(client, {
      begin: 'begin',
      queries: ['unsafe'],
      refuse: opts.strictTransactions ?? false,
    });
    const db = drizzlePostgres(guarded, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgresInTurn(opts.databaseUrl!),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.end({ timeout: 5 }),
      listen: async (channel, onPayload) => {
        const listening = await client.listen(channel, onPayload);
        return () => listening.unlisten();
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
    };
  }
  const dir = join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const guarded = guardTransactions(client, {
    begin: 'transaction',
    queries: ['query', 'exec'],
    refuse: true,
  });
  const db = drizzlePglite(guarded, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
