import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createDatabase, createScratchDatabase, scratchDatabase } from '../test/harness';
import { registerJob } from './handlers';
import { pgBossQueue } from './pg-boss-queue';

/**
 * The PostgreSQL queue's stop, on a database of its own (no server's worker takes the job). A job
 * that outlived its server's stop once wrote an order's files into a folder being removed.
 */
const events: string[] = [];
let started: () => void = () => {};
registerJob('test.nothing', async () => {});
let counted = 0;
registerJob('test.counted', async () => {
  counted += 1;
});
registerJob('test.slow-stop', async () => {
  events.push('started');
  started();
  await new Promise((resolve) => setTimeout(resolve, 2500));
  events.push('finished');
});

const dataDir = mkdtempSync(join(tmpdir(), 'bindery-pg-boss-'));
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL job queue', () => {
  it('waits, when it stops, for the job it is running, even past pg-boss’s own wait', async () => {
    const url = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    database = await openDatabase({ dataDir, databaseUrl: url });
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'error' });
    // pg-boss gives up on its active jobs after 1 s; the job runs 2.5 s.
    const queue = pgBossQueue(url, database.db, config, { stopWaitMs: 1000 });
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await queue.enqueue('test.slow-stop', {});
    await running;
    await queue.stop();
    events.push('stopped');
    expect(events).toEqual(['started', 'finished', 'stopped']);
  });

  it('starts again when its database was not there at first, then takes jobs', async () => {
    const admin = process.env.TEST_DATABASE_URL!;
    const { name, url } = scratchDatabase(admin);
    const late = await openDatabase({ dataDir, databaseUrl: url });
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' });
    const queue = pgBossQueue(url, late.db, config);
    try {
      // Its first start fails: a job sent now is refused, not dropped in silence.
      await expect(queue.enqueue('test.counted', {})).rejects.toThrow(/does not exist/);
      await createDatabase(admin, name);
      // The next start (a second later) finds it: jobs are sent and run.
      await expect
        .poll(
          () =>
            queue.enqueue('test.counted', {}).then(
              () => true,
              () => false,
            ),
          {
            timeout: 20_000,
            interval: 250,
          },
        )
        .toBe(true);
      await expect.poll(() => counted, { timeout: 20_000 }).toBeGreaterThan(0);
    } finally {
      await queue.stop();
      await late.close();
    }
  }, 60_000);

  it('starts on a new database beside other servers and workers starting at the same moment', async () => {
    // pg-boss makes each queue's table on first start. Two processes making the same one at once
    // deadlock in PostgreSQL, and the loser's queue never took a job: its orders were answered 500.
    for (let round = 0; round < 3; round++) {
      const url = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'error' });
      const opened = await Promise.all([0, 1, 2, 3].map(() => openDatabase({ dataDir, databaseUrl: url })));
      const queues = opened.map((d, i) => pgBossQueue(url, d.db, config, { work: i === 0 }));
      try {
        await Promise.all(queues.map((q) => q.enqueue('test.nothing', {})));
      } finally {
        await Promise.all(queues.map((q) => q.stop()));
        await Promise.all(opened.map((d) => d.close()));
      }
    }
  }, 60_000);
});
