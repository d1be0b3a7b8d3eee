import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { uploadLocks } from './schema';
import { DatabaseLocker, UPLOAD_LOCKED } from './upload-lock';

/**
 * Two lockers on one database stand for two app servers: each knows only its own requests, and the
 * database decides between them (on PGlite, and on PostgreSQL with TEST_DATABASE_URL).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const never = new AbortController().signal;
const noRelease = () => undefined;

describe('tus upload locks in the database', () => {
  it('lets one server write an upload; the other waits, is refused with 423, and gets it once freed', async () => {
    const one = new DatabaseLocker(server.database.db, { acquireTimeoutMs: 400, ttlMs: 5000 });
    const two = new DatabaseLocker(server.database.db, { acquireTimeoutMs: 400, ttlMs: 5000 });
    const held = one.newLock('upload-a');
    await held.lock(never, noRelease);
    await expect(two.newLock('upload-a').lock(never, noRelease)).rejects.toEqual(UPLOAD_LOCKED);
    // Another upload is not held up.
    const other = two.newLock('upload-b');
    await other.lock(never, noRelease);
    await other.unlock();
    await held.unlock();
    const next = two.newLock('upload-a');
    await next.lock(never, noRelease);
    await next.unlock();
    expect(
      await server.database.db.select().from(uploadLocks).where(eq(uploadLocks.uploadId, 'upload-a')),
    ).toEqual([]);
  });

  it('takes over the lock of a server that died once it runs out, and a holder renews its own', async () => {
    const dead = new DatabaseLocker(server.database.db, { ttlMs: 300 });
    const alive = new DatabaseLocker(server.database.db, { ttlMs: 300 });
    const late = new DatabaseLocker(server.database.db, { acquireTimeoutMs: 2000, ttlMs: 300 });
    // A lock that is never renewed (its process is gone) is left to run out.
    await dead.newLock('upload-c').lock(never, noRelease);
    await server.database.db
      .update(uploadLocks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadLocks.uploadId, 'upload-c'));
    const taken = late.newLock('upload-c');
    await taken.lock(never, noRelease);
    await taken.unlock();

    // A live holder renews its lease: a lock held for 3 × its ttl is still not taken.
    const held = alive.newLock('upload-d');
    await held.lock(never, noRelease);
    await new Promise((resolve) => setTimeout(resolve, 900));
    const shortWait = new DatabaseLocker(server.database.db, { acquireTimeoutMs: 300, ttlMs: 300 });
    await expect(shortWait.newLock('upload-d').lock(never, noRelease)).rejects.toEqual(UPLOAD_LOCKED);
    await held.unlock();
  });

  it('asks a request of the same server to let go, as tus expects', async () => {
    const locker = new DatabaseLocker(server.database.db, { acquireTimeoutMs: 2000 });
    const first = locker.newLock('upload-e');
    let asked = 0;
    await first.lock(never, async () => {
      asked++;
      await first.unlock();
    });
    const second = locker.newLock('upload-e');
    await second.lock(never, noRelease);
    expect(asked).toBe(1);
    await second.unlock();
  });
});
