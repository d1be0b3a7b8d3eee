import { randomUUID } from 'node:crypto';
import type { Lock, Locker, RequestRelease } from '@tus/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { nowPlusMs } from '../db/sql-time';
import { uploadLocks } from './schema';

/** What a second writer to a locked upload is told; tus clients retry a 423 after a pause. */
export const UPLOAD_LOCKED = { status_code: 423, body: 'The upload is being written by another request' };

const ABORTED = { status_code: 400, body: 'Request aborted while waiting for the upload' };

/**
 * The locker for an app server on `database`: in the database when servers may share it
 * (PostgreSQL), in memory on the embedded database, which only one process can open. Taking and
 * freeing a lock in PGlite costs two queries per request, most of a chunk's time on loopback.
 */
export function uploadLocker(database: Pick<Database, 'db' | 'kind'>): Locker {
  return database.kind === 'pglite' ? new ProcessLocker() : new DatabaseLocker(database.db);
}

export interface DatabaseLockerOptions {
  /** How long a request waits for the lock before it is answered 423. */
  acquireTimeoutMs?: number;
  /** A held lock lasts this long unless renewed (every third of it while held). */
  ttlMs?: number;
  /** How often a waiting request asks again. */
  retryMs?: number;
}

/**
 * tus locks in the database, so app servers on one database never write one upload at once (the
 * in-memory locker only knows its own server's requests). A request on the same server as the
 * holder asks it to let go, as the in-memory locker does; a holder on another server is waited for,
 * and a lock whose holder died runs out after `ttlMs` and is taken over.
 */
export class DatabaseLocker implements Locker {
  readonly holderPrefix = `srv-${process.pid}-${randomUUID().slice(0, 8)}`;
  /** Requests of this server holding a lock: asked to release when another request wants it. */
  readonly local = new Map<string, RequestRelease>();
  readonly options: Required<DatabaseLockerOptions>;

  constructor(
    readonly db: Db,
    options: DatabaseLockerOptions = {},
  ) {
    this.options = { acquireTimeoutMs: 3000, ttlMs: 30_000, retryMs: 100, ...options };
  }

  newLock(id: string): Lock {
    return new DatabaseLock(this, id);
  }
}

class DatabaseLock implements Lock {
  private readonly holder: string;
  private renew: NodeJS.Timeout | null = null;

  constructor(
    private readonly locker: DatabaseLocker,
    private readonly id: string,
  ) {
    this.holder = `${locker.holderPrefix}-${randomUUID().slice(0, 8)}`;
  }

  private async tryTake(): Promise<boolean> {
    const { db, options } = this.locker;
    const until = nowPlusMs(options.ttlMs);
    const taken = await db
      .insert(uploadLocks)
      .values({ uploadId: this.id, holder: this.holder, expiresAt: until })
      .onConflictDoUpdate({
        target: uploadLocks.uploadId,
        set: { holder: this.holder, expiresAt: until },
        setWhere: sql`${uploadLocks.expiresAt} < now()`,
      })
      .returning({ holder: uploadLocks.holder });
    return taken[0]?.holder === this.holder;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { options, local } = this.locker;
    const deadline = Date.now() + options.acquireTimeoutMs;
    for (;;) {
      if (signal.aborted) throw ABORTED;
      if (await this.tryTake()) break;
      // The holder is a request of this server: ask it to finish, as tus' own locker does.
      await local.get(this.id)?.();
      if (Date.now() >= deadline) throw UPLOAD_LOCKED;
      await new Promise((resolve) => setTimeout(resolve, options.retryMs));
    }
    local.set(this.id, requestRelease);
    this.renew = setInterval(
      () => {
        this.locker.db
          .update(uploadLocks)
          .set({ expiresAt: nowPlusMs(options.ttlMs) })
          .where(and(eq(uploadLocks.uploadId, this.id), eq(uploadLocks.holder, this.holder)))
          .catch(() => undefined);
      },
      Math.max(50, Math.floor(options.ttlMs / 3)),
    );
    this.renew.unref();
  }

  async unlock(): Promise<void> {
    if (this.renew) clearInterval(this.renew);
    this.renew = null;
    const { db, local } = this.locker;
    if (local.get(this.id)) local.delete(this.id);
    await db
      .delete(uploadLocks)
      .where(and(eq(uploadLocks.uploadId, this.id), eq(uploadLocks.holder, this.holder)));
  }
}

interface HeldLock {
  holder: ProcessLock;
  release: RequestRelease;
  freed: Promise<void>;
  free(): void;
}

/**
 * tus locks for the one process on the embedded database, with the database locker's rules: the
 * holder is asked to let go, a second writer waits up to `acquireTimeoutMs` and then gets 423.
 * A waiter sleeps until the holder frees the lock (tus' own memory locker polls on every tick).
 */
export class ProcessLocker implements Locker {
  readonly held = new Map<string, HeldLock>();
  readonly acquireTimeoutMs: number;

  constructor(options: Pick<DatabaseLockerOptions, 'acquireTimeoutMs'> = {}) {
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 3000;
  }

  newLock(id: string): Lock {
    return new ProcessLock(this, id);
  }
}

class ProcessLock implements Lock {
  constructor(
    private readonly locker: ProcessLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { held, acquireTimeoutMs } = this.locker;
    const deadline = Date.now() + acquireTimeoutMs;
    for (;;) {
      if (signal.aborted) throw ABORTED;
      const current = held.get(this.id);
      if (!current) break;
      await current.release();
      if (held.get(this.id) !== current) continue;
      const left = deadline - Date.now();
      if (left <= 0) throw UPLOAD_LOCKED;
      await waitFor(current.freed, left, signal);
    }
    let free = () => {};
    const freed = new Promise<void>((resolve) => {
      free = resolve;
    });
    held.set(this.id, { holder: this, release: requestRelease, freed, free });
  }

  async unlock(): Promise<void> {
    const current = this.locker.held.get(this.id);
    if (current?.holder !== this) return;
    this.locker.held.delete(this.id);
    current.free();
  }
}

/** Resolves when `freed` does, after `ms`, or when the request is aborted, whichever comes first. */
function waitFor(freed: Promise<void>, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    if (signal.aborted) return done();
    signal.addEventListener('abort', done, { once: true });
    void freed.then(done);
  });
}
