import type { BookDocument } from '../../../../render-core';
import { backoffDelay } from './backoff';
import { sameJson } from './same-json';
import type { ServerCopy } from './start-from';

export type SaveAnswer =
  | { kind: 'saved'; revision: number }
  | { kind: 'conflict'; current: ServerCopy }
  | { kind: 'offline' }
  | { kind: 'failed'; status: number };

/** How the queue reaches the server; the browser's is fetch to /api/print/update. */
export interface SyncTransport {
  save(printId: string, baseRevision: number, document: BookDocument): Promise<SaveAnswer>;
}

/** Who made a change: the customer, or the app on its own (place names, the draft's analysis). */
export type ChangeOrigin = 'user' | 'auto';

export type SyncStatus = 'saved' | 'waiting' | 'saving' | 'offline' | 'retrying' | 'conflict';

export interface SyncState {
  status: SyncStatus;
  /** The server revision the local document was last saved on (or loaded from). */
  baseRevision: number;
  /** Local edits the server does not have yet. */
  dirty: boolean;
  /** The server's copy while a conflict waits for the user's choice. */
  conflict: ServerCopy | null;
  attempt: number;
}

export interface SyncQueueOptions {
  printId: string;
  baseRevision: number;
  dirty: boolean;
  transport: SyncTransport;
  /** The document to send: always the newest, so a burst of edits goes as one save. */
  document: () => BookDocument;
  onChange: (state: Readonly<SyncState>) => void;
  /**
   * A 409 came while every unsent change was the app's own: takes the server's copy in and applies
   * those changes again on it. Answers whether anything is left to send, or null when the server's
   * copy cannot be taken (then the customer chooses, as for their own edits).
   */
  rebase?: (current: ServerCopy) => boolean | null;
  debounceMs?: number;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
  random?: () => number;
}

/**
 * Sends the edited document to the server with the revision it was edited on. Edits made while a
 * save is in flight go in the next one; network failures retry with backoff (and at once when the
 * browser says it is back online); a 409 stops the queue until the user picks a side, unless every
 * unsent change was the app's own: those are applied again on the server's copy (`rebase`), so two
 * open copies of a book refining it on their own never ask the customer anything.
 */
export class SyncQueue {
  readonly state: SyncState;
  private version = 0;
  private timer: unknown = null;
  private inFlight = false;
  private readonly o: Required<Omit<SyncQueueOptions, 'printId' | 'baseRevision' | 'dirty' | 'rebase'>> &
    Pick<SyncQueueOptions, 'printId' | 'rebase'>;
  /** The version of the customer's last change, and the newest version the server has. */
  private userVersion = 0;
  private savedVersion = 0;

  constructor(options: SyncQueueOptions) {
    this.o = {
      debounceMs: 400,
      schedule: (fn, ms) => setTimeout(fn, ms),
      cancel: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      random: Math.random,
      ...options,
    };
    this.state = {
      status: options.dirty ? 'waiting' : 'saved',
      baseRevision: options.baseRevision,
      dirty: options.dirty,
      conflict: null,
      attempt: 0,
    };
    if (options.dirty) {
      // A draft kept from before may hold the customer's edits.
      this.userVersion = 1;
      this.version = 1;
      this.later(0);
    }
  }

  /** An edit happened: save soon. */
  changed(origin: ChangeOrigin = 'user'): void {
    this.version += 1;
    if (origin === 'user') this.userVersion = this.version;
    const before = { dirty: this.state.dirty, status: this.state.status };
    this.state.dirty = true;
    if (this.state.status === 'saved') this.state.status = 'waiting';
    // A run of edits while already waiting changes nothing shown: no new sync state per key press
    // (each one re-renders the views of the save state, in the edit's own frame).
    if (before.dirty !== this.state.dirty || before.status !== this.state.status) this.emit();
    if (this.state.status === 'waiting') this.later(this.o.debounceMs);
  }

  /** Save now (the browser came back online, the page is hiding). */
  flush(): void {
    if (this.state.status === 'conflict' || !this.state.dirty) return;
    this.later(0);
  }

  /** The user chose: keep the local document on top of `revision`, or start again from it. */
  settle(revision: number, keepLocal: boolean): void {
    this.state.conflict = null;
    this.state.baseRevision = revision;
    this.state.attempt = 0;
    if (keepLocal) {
      this.state.dirty = true;
      this.state.status = 'waiting';
      this.later(0);
    } else {
      this.version += 1;
      this.savedVersion = this.version;
      this.state.dirty = false;
      this.state.status = 'saved';
    }
    this.emit();
  }

  dispose(): void {
    if (this.timer !== null) this.o.cancel(this.timer);
    this.timer = null;
  }

  private later(ms: number) {
    if (this.timer !== null) this.o.cancel(this.timer);
    this.timer = this.o.schedule(() => {
      this.timer = null;
      void this.send();
    }, ms);
  }

  private emit() {
    this.o.onChange(this.state);
  }

  private async send(): Promise<void> {
    if (this.inFlight || !this.state.dirty || this.state.status === 'conflict') return;
    this.inFlight = true;
    const sentVersion = this.version;
    this.state.status = 'saving';
    this.emit();
    let answer: SaveAnswer;
    const sent = this.o.document();
    try {
      answer = await this.o.transport.save(this.o.printId, this.state.baseRevision, sent);
    } catch {
      answer = { kind: 'offline' };
    }
    this.inFlight = false;
    // The server already has exactly what was sent: an earlier save of it arrived but its answer
    // was lost (the page reloaded or the network dropped mid-save). That is no conflict.
    if (answer.kind === 'conflict' && sameJson(answer.current.document, sent))
      answer = { kind: 'saved', revision: answer.current.revision };
    switch (answer.kind) {
      case 'saved':
        this.state.baseRevision = answer.revision;
        this.state.attempt = 0;
        this.savedVersion = sentVersion;
        this.state.dirty = this.version !== sentVersion;
        this.state.status = this.state.dirty ? 'waiting' : 'saved';
        if (this.state.dirty) this.later(0);
        break;
      case 'conflict': {
        const left = this.userVersion > this.savedVersion ? null : (this.o.rebase?.(answer.current) ?? null);
        if (left === null) {
          this.state.status = 'conflict';
          this.state.conflict = answer.current;
          break;
        }
        this.state.baseRevision = answer.current.revision;
        this.state.attempt = 0;
        this.version += 1;
        if (left) {
          this.state.dirty = true;
          this.state.status = 'waiting';
          this.later(0);
        } else {
          this.savedVersion = this.version;
          this.state.dirty = false;
          this.state.status = 'saved';
        }
        break;
      }
      case 'offline':
      case 'failed':
        this.state.status = answer.kind === 'offline' ? 'offline' : 'retrying';
        this.later(backoffDelay(this.state.attempt, this.o.random));
        this.state.attempt += 1;
        break;
    }
    this.emit();
  }
}
