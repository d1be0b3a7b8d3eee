import { randomUUID } from 'node:crypto';
import type { Lock, Locker, RequestRelease } from '@tus/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nowPlusMs } from '../db/sql-time';
import { uploadLocks } from './schema';

/** What a second writer to a locked upload is told; tus clients retry a 423 after a pause. */
export const UPLOAD_LOCKED = { status_code: 423, body: 'The upload is being written by another request' };

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
      if (signal.aborted) throw { status_code: 400, body: 'Request aborted while waiting for the upload' };
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
