import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { DatabaseLocker, ProcessLocker, UPLOAD_LOCKED, uploadLocker } from './upload-lock';

/** The in-memory locker of a server on the embedded database keeps the database locker's rules. */
const never = new AbortController().signal;
const noRelease = () => undefined;

describe('tus upload locks in memory (embedded database)', () => {
  it('lets one request write an upload; a second waits, is refused with 423, and gets it once freed', async () => {
    const locker = new ProcessLocker({ acquireTimeoutMs: 50 });
    const held = locker.newLock('upload-a');
    await held.lock(never, noRelease);
    await expect(locker.newLock('upload-a').lock(never, noRelease)).rejects.toEqual(UPLOAD_LOCKED);
    // Another upload is not held up.
    const other = locker.newLock('upload-b');
    await other.lock(never, noRelease);
    await other.unlock();
    await held.unlock();
    const next = locker.newLock('upload-a');
    await next.lock(never, noRelease);
    await next.unlock();
    expect(locker.held.size).toBe(0);
  });

  it('asks the holder to let go, and the waiting request takes the lock once it is freed', async () => {
    const locker = new ProcessLocker({ acquireTimeoutMs: 60_000 });
    const first = locker.newLock('upload-c');
    let asked = 0;
    await first.lock(never, () => {
      asked++;
      // The holder finishes its chunk a little later, as a request that was writing does.
      setTimeout(() => void first.unlock(), 20);
    });
    const second = locker.newLock('upload-c');
    await second.lock(never, noRelease);
    expect(asked).toBeGreaterThanOrEqual(1);
    // The first request's late unlock does not free the lock the second one now holds.
    await first.unlock();
    expect(locker.held.has('upload-c')).toBe(true);
    await second.unlock();
    expect(locker.held.has('upload-c')).toBe(false);
  });

  it('stops waiting when the waiting request is aborted', async () => {
    const locker = new ProcessLocker({ acquireTimeoutMs: 60_000 });
    await locker.newLock('upload-d').lock(never, noRelease);
    const aborted = new AbortController();
    const waiting = locker.newLock('upload-d').lock(aborted.signal, noRelease);
    aborted.abort();
    await expect(waiting).rejects.toMatchObject({ status_code: 400 });
  });
});

describe('the locker of an app server', () => {
  const db = {} as Db;
  it('is in memory on the embedded database, which one process opens, and in the database on PostgreSQL', () => {
    expect(uploadLocker({ kind: 'pglite', db })).toBeInstanceOf(ProcessLocker);
    expect(uploadLocker({ kind: 'postgres', db })).toBeInstanceOf(DatabaseLocker);
  });
});
