import type { Presence } from '../../../../contract/api/collab';
import type { Batch, BookDocument } from '../../../../render-core';
import { Replica } from '../../../../render-core';
import { backoffDelay } from './backoff';
import type { LiveDeps, RemoteBatch, SendAnswer } from './live-types';
import { noteAway, noteLost } from './live-notices';
import type { DesignAccess, EditorUi } from './session-ui';
import type { SyncState } from './sync-queue';

/** How long edits gather before they go as one batch (a drag's moves go as a few batches). */
const CUT_DELAY_MS = 30;
/** A presence is renewed this often while the editor is open (the server forgets it after 30 s). */
const PRESENCE_RENEW_MS = 15_000;
const PRESENCE_DELAY_MS = 250;

export interface LiveLinkOptions {
  printId: string;
  access: DesignAccess;
  replica: Replica;
  deps: LiveDeps;
  ui: EditorUi;
  /** The editor's document now. */
  current(): BookDocument;
  /** Takes a document made elsewhere into the editor: not an undo step, not sent back. */
  receive(document: BookDocument): void;
  /** Runs `fn` once the screen has painted (the store's write clones the document). */
  afterPaint(fn: () => void): void;
  now(): number;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
  random?: () => number;
  cutDelayMs?: number;
}

type Timer = unknown;

/**
 * One live (shared) design on this device (issue 27): my edits go to the server as batches of
 * ops, one at a time and in order; the server's order comes back on the live stream (or is
 * fetched when the stream missed some) and is merged by the Replica; what others changed enters
 * the editor as a received document, outside my undo history. Nothing is lost offline: the
 * batches wait in IndexedDB and go when the server is reachable, rebased on what happened meanwhile.
 */
export class LiveLink {
  private replica: Replica;
  /** My batches the server accepted that the stream has not brought back yet: not sent again. */
  private readonly accepted = new Set<string>();
  private sending = false;
  /** The send under way, for a reload to wait on. */
  private inFlight: Promise<SendAnswer> | null = null;
  private reloading = false;
  private attempt = 0;
  private retryTimer: Timer = null;
  /** The server's `Retry-After` (a 429): no send before this time, whatever else says now (issue 54). */
  private notBefore = 0;
  private cutTimer: Timer = null;
  private presenceTimer: Timer = null;
  private renewTimer: Timer = null;
  private stopListening: () => void = () => {};
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;
  private catchUpTimer: Timer = null;
  private writeQueued = false;
  private disposed = false;
  /** Removed from the design: nothing of it is kept on this device any more (issue 54). */
  private forgotten = false;
  private where: { pageId: string | null; selection: string[] } = { pageId: null, selection: [] };
  private readonly o: Required<LiveLinkOptions>;

  constructor(options: LiveLinkOptions) {
    this.o = {
      schedule: (fn, ms) => setTimeout(fn, ms),
      cancel: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      random: Math.random,
      cutDelayMs: CUT_DELAY_MS,
      ...options,
    };
    this.replica = options.replica;
  }

  get clientId(): string {
    return this.replica.clientId;
  }

  /** Opens the live stream, sends what waits, and shows how saving stands. */
  start(): void {
    const collab = this.o.ui.collab;
    collab.live = true;
    collab.access = this.o.access;
    this.stopListening = this.o.deps.transport.listen(this.o.printId, {
      open: () => {
        collab.connected = true;
        this.retryNow();
        void this.catchUp();
        void this.pump();
        this.sendPresence();
      },
      ops: (batch) => this.receive([batch]),
      presence: (presence) => this.seen(presence),
      revoked: () => this.revoke(true),
      closed: () => {
        collab.connected = false;
      },
    });
    this.report();
    void this.pump();
  }

  /** A local change happened: it goes in the next batch. */
  changed(): void {
    if (this.cutTimer !== null) return;
    this.cutTimer = this.o.schedule(() => {
      this.cutTimer = null;
      this.cut();
    }, this.o.cutDelayMs);
    this.report();
  }

  /** Sends what waits now (the page hides, the network is back). */
  flush(): void {
    this.retryNow();
    this.cut();
    void this.pump();
    void this.catchUp();
    this.writeNow();
  }

  /** Where I am, for the others (renewed every 15 s; sent a moment after it changes). */
  showWhere(pageId: string | null, selection: string[]): void {
    this.where = { pageId, selection };
    if (this.presenceTimer !== null) return;
    this.presenceTimer = this.o.schedule(() => {
      this.presenceTimer = null;
      this.sendPresence();
    }, PRESENCE_DELAY_MS);
  }

  dispose(): void {
    this.cut();
    this.writeNow();
    this.disposed = true;
    this.stopListening();
    for (const t of [this.retryTimer, this.cutTimer, this.presenceTimer, this.renewTimer, this.catchUpTimer])
      if (t !== null) this.o.cancel(t);
  }

  /** A send waiting for its backoff goes at once (the stream or the network is back). */
  private retryNow(): void {
    if (this.retryTimer === null || this.o.now() < this.notBefore) return;
    this.o.cancel(this.retryTimer);
    this.retryTimer = null;
    this.attempt = 0;
  }

  /** My edits since the last batch become one: the replica's view is the editor's document again. */
  private cut(): void {
    if (this.cutTimer !== null) this.o.cancel(this.cutTimer);
    this.cutTimer = null;
    const doc = this.o.current();
    const view = this.replica.view;
    if (doc === view) return;
    // Made without the live stream (offline, or reconnecting): the batch says what it was made on.
    const away = !this.o.ui.online || !this.o.ui.collab.connected;
    if (this.replica.edit(view, doc, away)) {
      this.writeSoon();
      void this.pump();
    }
    this.report();
  }

  /** Sends my oldest batch the server has not accepted yet; one at a time, so they stay in order. */
  private async pump(): Promise<void> {
    if (this.sending || this.reloading || this.disposed || this.o.ui.collab.revoked) return;
    const batch = this.replica.pending.find((b) => !this.accepted.has(b.batchId));
    if (!batch || this.retryTimer !== null) return;
    this.sending = true;
    this.report();
    this.inFlight = this.o.deps.transport.send(this.o.printId, batch);
    const answer = await this.inFlight;
    this.inFlight = null;
    this.sending = false;
    if (this.disposed) return;
    this.settle(batch, answer);
  }

  private settle(batch: Batch, answer: SendAnswer): void {
    if (answer.kind === 'offline' || answer.kind === 'failed') {
      this.attempt += 1;
      const asked = answer.kind === 'failed' ? (answer.retryAfterMs ?? 0) : 0;
      this.notBefore = this.o.now() + asked;
      this.retryTimer = this.o.schedule(
        () => {
          this.retryTimer = null;
          this.notBefore = 0;
          void this.pump();
        },
        Math.max(backoffDelay(this.attempt, this.o.random), asked),
      );
      this.report();
      return;
    }
    this.attempt = 0;
    if (answer.kind === 'forbidden') {
      this.revoke(answer.removed === true);
      return;
    }
    if (answer.kind === 'accepted') {
      this.accepted.add(batch.batchId);
      // The stream brings it back; without one, the log does.
      if (!this.o.ui.collab.connected) void this.catchUp();
    } else {
      this.replica.refused(batch.batchId);
      this.o.ui.refused = answer.reason;
      this.show();
      this.writeSoon();
    }
    this.report();
    void this.pump();
  }

  /** Batches of the server's order, from the stream or the log. */
  private receive(batches: readonly RemoteBatch[]): void {
    if (this.disposed) return;
    // My unsent edits become a batch first, so the merged view below keeps them.
    this.cut();
    const report = this.replica.receive(batches);
    for (const id of report.confirmed) this.accepted.delete(id);
    if (report.changed) this.show();
    if (report.lost.length > 0) noteLost(this.o.ui, this.replica.seq, report.lost, batches);
    if (report.overwrote.length > 0) noteAway(this.o.ui, this.replica.seq, 'mine', report.overwrote, batches);
    if (report.gap) void this.catchUp();
    if (report.confirmed.length > 0) this.writeSoon();
    this.report();
  }

  /** Fetches the batches after mine (once at a time; asked again meanwhile, it runs once more). */
  private catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return this.catchingUp;
    }
    this.catchingUp = (async () => {
      do {
        this.catchUpAgain = false;
        const answer = await this.o.deps.transport.since(this.o.printId, this.replica.seq);
        if (this.disposed) return;
        if (answer.kind === 'ok' && answer.batches.length > 0) this.receive(answer.batches);
        else if (answer.kind === 'gone') await this.reload();
        else if (answer.kind === 'offline' && answer.retryAfterMs != null)
          this.catchUpLater(answer.retryAfterMs);
      } while (this.catchUpAgain && !this.disposed);
    })().finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  /** A catch-up the server asked to wait for (a 429's Retry-After) runs once the wait is over. */
  private catchUpLater(ms: number): void {
    if (this.catchUpTimer !== null) return;
    this.catchUpTimer = this.o.schedule(() => {
      this.catchUpTimer = null;
      void this.catchUp();
    }, ms);
  }

  /**
   * The server no longer has the changes I missed (its op log was pruned, oplog.ts): start from its
   * document, my batches it has not accepted on top. Nothing is sent meanwhile, and a send under way
   * is answered first: a batch accepted before the document was read is in it (not sent again), one
   * not accepted goes on top (else a batch the copy already held would wait for an echo never heard).
   */
  private async reload(): Promise<void> {
    this.reloading = true;
    try {
      await this.inFlight;
      this.reloadFrom(await this.o.deps.transport.reload(this.o.printId));
    } finally {
      this.reloading = false;
    }
    void this.pump();
  }

  private reloadFrom(server: { document: BookDocument; revision: number } | null): void {
    if (!server || this.disposed) return;
    this.cut();
    const waiting = this.replica.pending.filter((b) => !this.accepted.has(b.batchId));
    this.accepted.clear();
    const { clientId, nextBatch } = this.replica;
    this.replica = new Replica(clientId, server.document, server.revision, waiting, nextBatch);
    this.show();
    this.writeSoon();
    // The status line follows: saved when nothing of mine waits any more.
    this.report();
  }

  /** The editor shows the replica's view (mine and everyone's). */
  private show(): void {
    const view = this.replica.view;
    if (view !== this.o.current()) this.o.receive(view);
  }

  private seen(presence: Presence): void {
    if (presence.clientId === this.clientId) return;
    const now = this.o.now();
    const others = this.o.ui.collab.presence.filter(
      (p) => p.clientId !== presence.clientId && Date.parse(p.expiresAt) > now,
    );
    this.o.ui.collab.presence = [presence, ...others];
  }

  /** `removed`: the owner removed me (not a lowered permission): this device forgets its copy. */
  private revoke(removed = false): void {
    if (removed && !this.forgotten) {
      this.forgotten = true;
      void this.o.deps.store.remove(this.o.printId, this.clientId).catch(() => {});
    }
    this.o.ui.collab.revoked = true;
    this.o.ui.collab.connected = false;
    this.stopListening();
    this.report();
  }

  private sendPresence(): void {
    if (this.disposed || this.o.ui.collab.revoked) return;
    void this.o.deps.transport.presence(this.o.printId, { clientId: this.clientId, ...this.where });
    if (this.renewTimer !== null) this.o.cancel(this.renewTimer);
    this.renewTimer = this.o.schedule(() => {
      this.renewTimer = null;
      this.sendPresence();
    }, PRESENCE_RENEW_MS);
  }

  private writeSoon(): void {
    if (this.writeQueued) return;
    this.writeQueued = true;
    this.o.afterPaint(() => {
      this.writeQueued = false;
      this.writeNow();
    });
  }

  private writeNow(): void {
    if (this.disposed || this.forgotten) return;
    const r = this.replica;
    void this.o.deps.store
      .write({
        printId: this.o.printId,
        clientId: r.clientId,
        access: this.o.access,
        seq: r.seq,
        confirmed: r.confirmed,
        pending: [...r.pending],
        nextBatch: r.nextBatch,
      })
      .catch(() => {});
  }

  /** Saving as the status line shows it: saved once the server's order holds all my batches. */
  private report(): void {
    const waiting = this.replica.pending.length > 0 || this.cutTimer !== null;
    const online = this.o.ui.online;
    const state: SyncState = {
      status: !waiting ? 'saved' : !online ? 'offline' : this.retryTimer !== null ? 'retrying' : 'saving',
      baseRevision: this.replica.seq,
      dirty: waiting,
      conflict: null,
      attempt: this.attempt,
    };
    const now = this.o.ui.sync;
    if (now.status !== state.status || now.dirty !== state.dirty || now.baseRevision !== state.baseRevision)
      this.o.ui.sync = state;
  }
}
