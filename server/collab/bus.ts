import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { and, eq } from 'drizzle-orm';
import type { OpBatch, Presence } from '../../contract/api/collab';
import type { Database } from '../db/client';
import { log } from '../lib/log';
import { PresenceBoard } from './presence';
import { designOps } from './schema';

/** What the open streams of a design hear. */
export type CollabEvent =
  | { type: 'ops'; batch: OpBatch }
  | { type: 'presence'; presence: Presence }
  | { type: 'revoked'; userId: string };

/**
 * Between app servers on PostgreSQL: a NOTIFY on this channel. Ops travel as (print, seq) only (the
 * payload limit is 8,000 bytes; the listener reads the batch from design_ops); presence and
 * revocations are small and travel whole.
 */
export const COLLAB_CHANNEL = 'bindery_collab';
type Notice =
  | { origin: string; printId: string; kind: 'ops'; seq: number }
  | { origin: string; printId: string; kind: 'event'; event: Exclude<CollabEvent, { type: 'ops' }> };

export const batchJson = (row: typeof designOps.$inferSelect): OpBatch => ({
  seq: row.seq,
  batchId: row.batchId,
  clientId: row.clientId,
  userId: row.userUuid,
  ops: row.ops,
  at: row.createdAt.toISOString(),
  ...(row.baseSeq === null ? {} : { base: row.baseSeq }), // issue 54: made away, on this revision
});

/**
 * The fan-out of one database's designs: an in-process EventEmitter per design id, and on
 * PostgreSQL a LISTEN/NOTIFY channel so the streams on every app server hear every accepted batch.
 * Publishing never waits for a listener: emit hands each event to the streams, which only queue
 * a write.
 */
export class CollabBus {
  readonly presence = new PresenceBoard();
  private readonly emitter = new EventEmitter();
  private readonly origin = randomUUID();
  private listening: Promise<void> | null = null;
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {
    this.emitter.setMaxListeners(0);
  }

  /** Starts hearing other servers (PostgreSQL only); resolves once LISTEN is in place. */
  ready(): Promise<void> {
    const { listen } = this.database;
    if (!listen) return Promise.resolve();
    this.listening ??= listen
      .call(this.database, COLLAB_CHANNEL, (payload) => this.heard(payload))
      .then(
        (stop) => {
          this.stop = stop;
        },
        (error: unknown) => {
          this.listening = null;
          log.error('collab LISTEN failed', { error: String(error) });
        },
      );
    return this.listening;
  }

  subscribe(printId: string, listener: (event: CollabEvent) => void): () => void {
    void this.ready();
    this.emitter.on(printId, listener);
    return () => this.emitter.off(printId, listener);
  }

  /** An accepted batch: to this server's streams now, to the others' through NOTIFY. */
  publishBatch(printId: string, batch: OpBatch): void {
    this.deliver(printId, { type: 'ops', batch });
    this.notify({ origin: this.origin, printId, kind: 'ops', seq: batch.seq });
  }

  publish(printId: string, event: Exclude<CollabEvent, { type: 'ops' }>): void {
    this.heardEvent(printId, event);
    this.notify({ origin: this.origin, printId, kind: 'event', event });
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    await this.stop?.();
  }

  private deliver(printId: string, event: CollabEvent): void {
    this.emitter.emit(printId, event);
  }

  private heardEvent(printId: string, event: Exclude<CollabEvent, { type: 'ops' }>): void {
    if (event.type === 'presence') this.presence.set(printId, event.presence);
    if (event.type === 'revoked') this.presence.remove(printId, (p) => p.userId === event.userId);
    this.deliver(printId, event);
  }

  private notify(notice: Notice): void {
    const { notify } = this.database;
    if (!notify) return;
    notify.call(this.database, COLLAB_CHANNEL, JSON.stringify(notice)).catch((error: unknown) => {
      log.error('collab NOTIFY failed', { error: String(error), printId: notice.printId });
    });
  }

  private heard(payload: string): void {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    if (notice.origin === this.origin) return;
    if (notice.kind === 'event') this.heardEvent(notice.printId, notice.event);
    else void this.readBatch(notice.printId, notice.seq);
  }

  private async readBatch(printId: string, seq: number): Promise<void> {
    try {
      const [row] = await this.database.db
        .select()
        .from(designOps)
        .where(and(eq(designOps.printId, printId), eq(designOps.seq, seq)));
      if (row) this.deliver(printId, { type: 'ops', batch: batchJson(row) });
    } catch (error) {
      log.error('collab batch could not be read', { error: String(error), printId, seq });
    }
  }
}

// One bus per database (tests run several servers in one process, each on its own database).
const buses = new WeakMap<Database, CollabBus>();
export function collabBus(database: Database): CollabBus {
  let bus = buses.get(database);
  if (!bus) {
    bus = new CollabBus(database);
    buses.set(database, bus);
  }
  return bus;
}
