import type { BookDocument } from '../model/document';
import { applyOps } from './apply-ops';
import { type CollabOp, opsBetween, type Path, pathKey } from './ops';
import type { Batch, SequencedBatch } from './sequencer';

/** A value this replica had set (and the server had accepted) that a later batch replaced. */
export interface LostEdit {
  path: Path;
  /** My value, for an "undo" that sets it again. */
  mine: unknown;
  theirs: unknown;
  batchId: string;
  by: string;
  /**
   * Their batch was made away (offline) on a seq before mine was accepted: they never saw my value
   * (issue 54: "changed this while offline, replacing your newer change").
   */
  away?: boolean;
}

/**
 * A value of my batch made away (offline) that replaces one someone set meanwhile, which I never
 * saw (issue 54: "Ann changed this while you were away — keep yours / keep Ann's").
 */
export interface OverwrittenByMe {
  path: Path;
  mine: unknown;
  theirs: unknown;
  /** My batch (pending: it comes later in the server's order, so mine wins). */
  batchId: string;
  by: string;
}

export interface ReceiveReport {
  /** Batch ids newly confirmed, in seq order (mine and others'). */
  confirmed: string[];
  /** True when a batch was missing before one that arrived: fetch `since(seq)` and receive again. */
  gap: boolean;
  /** My accepted sets that a later remote batch overwrote: the UI's "your caption was replaced". */
  lost: LostEdit[];
  /** Their sets, made while my batch made away waited, that my batch replaces (issue 54). */
  overwrote: OverwrittenByMe[];
  /** Whether the view changed (the UI repaints). */
  changed: boolean;
}

/** How many of my own accepted sets are remembered for `lost` (the oldest are forgotten first). */
const REMEMBERED_WRITES = 500;

/**
 * One device's copy of a shared design: `confirmed` is the server's document at `seq`, `pending`
 * my batches not yet seen in the server's order, `view` = confirmed with pending applied (what the
 * editor shows). Pure: sending, storing and painting are the caller's.
 */
export class Replica {
  readonly clientId: string;
  #confirmed: BookDocument;
  #seq: number;
  #pending: Batch[];
  #view: BookDocument;
  #nextBatch: number;
  /** My accepted sets by path: what a later remote set would have replaced. */
  readonly #written = new Map<string, { path: Path; value: unknown; batchId: string; seq: number }>();

  /**
   * `pending`: batches kept from an earlier session (IndexedDB), to resend. `nextBatch`: the number
   * of this client's next batch when it sent batches before (the server answers a batch id it has
   * seen with its old answer, so a number must never be used twice; see the `nextBatch` getter).
   */
  constructor(
    clientId: string,
    confirmed: BookDocument,
    seq = 0,
    pending: readonly Batch[] = [],
    nextBatch = 0,
  ) {
    this.clientId = clientId;
    this.#confirmed = confirmed;
    this.#seq = seq;
    this.#pending = [...pending];
    // Batch ids go on after the restored ones (`${clientId}:${n}`), never repeating one.
    this.#nextBatch = Math.max(nextBatch, ...pending.map((b) => Number(b.batchId.split(':').pop()) + 1 || 0));
    this.#view = this.#recompute();
  }

  /** The number the next batch will carry: kept with the replica's state to restore it. */
  get nextBatch(): number {
    return this.#nextBatch;
  }

  get confirmed(): BookDocument {
    return this.#confirmed;
  }
  get seq(): number {
    return this.#seq;
  }
  get pending(): readonly Batch[] {
    return this.#pending;
  }
  get view(): BookDocument {
    return this.#view;
  }

  /**
   * Queues the edit that took the view `before` to `after`; null when nothing changed. `away`: made
   * without the live stream (offline): the batch carries the seq it was made on (`base`).
   */
  edit(before: BookDocument, after: BookDocument, away = false): Batch | null {
    const ops = opsBetween(before, after);
    if (ops.length === 0) return null;
    const batch = this.local(ops, before === this.#view ? after : undefined, away);
    return batch;
  }

  /**
   * Queues my ops as one batch and applies them to the view. `result`: the view they make, when
   * the caller already has it (an edit of the current view), so it is not computed twice.
   */
  local(ops: CollabOp[], result?: BookDocument, away = false): Batch {
    const batch: Batch = { clientId: this.clientId, batchId: `${this.clientId}:${this.#nextBatch}`, ops };
    if (away) batch.base = this.#seq;
    this.#nextBatch += 1;
    this.#pending.push(batch);
    this.#view = result ?? applyOps(this.#view, ops).document;
    return batch;
  }

  /**
   * Server batches in seq order (a repeat of one already seen is ignored; one after a gap stops
   * the run and reports the gap). My own accepted batches leave pending; the view is recomputed.
   */
  receive(batches: readonly SequencedBatch[]): ReceiveReport {
    const report: ReceiveReport = { confirmed: [], gap: false, lost: [], overwrote: [], changed: false };
    for (const batch of batches) {
      if (batch.seq <= this.#seq) continue;
      if (batch.seq !== this.#seq + 1) {
        report.gap = true;
        break;
      }
      const { document, skipped } = applyOps(this.#confirmed, batch.ops);
      this.#confirmed = document;
      this.#seq = batch.seq;
      report.confirmed.push(batch.batchId);
      if (batch.clientId === this.clientId) {
        this.#pending = this.#pending.filter((b) => b.batchId !== batch.batchId);
        this.#remember(batch, skipped);
      } else {
        report.lost.push(...this.#overwritten(batch, skipped));
        report.overwrote.push(...this.#overwriting(batch, skipped));
      }
    }
    if (report.confirmed.length > 0) {
      const before = this.#view;
      this.#view = this.#recompute();
      report.changed = before !== this.#view;
    }
    return report;
  }

  /** The server refused my batch: it leaves pending and the view. Returns it (null if unknown). */
  refused(batchId: string): Batch | null {
    const batch = this.#pending.find((b) => b.batchId === batchId) ?? null;
    if (!batch) return null;
    this.#pending = this.#pending.filter((b) => b !== batch);
    this.#view = this.#recompute();
    return batch;
  }

  #recompute(): BookDocument {
    let doc = this.#confirmed;
    for (const b of this.#pending) doc = applyOps(doc, b.ops).document;
    return doc;
  }

  #remember(batch: SequencedBatch, skipped: readonly number[]) {
    batch.ops.forEach((op, i) => {
      if (op.kind !== 'set' || skipped.includes(i)) return;
      const key = pathKey(op.path);
      this.#written.delete(key);
      this.#written.set(key, { path: op.path, value: op.value, batchId: batch.batchId, seq: batch.seq });
      if (this.#written.size > REMEMBERED_WRITES) this.#written.delete(this.#written.keys().next().value!);
    });
  }

  #overwritten(batch: SequencedBatch, skipped: readonly number[]): LostEdit[] {
    const lost: LostEdit[] = [];
    batch.ops.forEach((op, i) => {
      if (op.kind !== 'set' || skipped.includes(i)) return;
      const key = pathKey(op.path);
      const mine = this.#written.get(key);
      if (!mine) return;
      // A batch of mine still to come in the order sets it again: mine wins, nothing was lost
      // (issue 54: the notice compares with what this device last sent, not an older value).
      if (this.#pendingSet(op.path)) return;
      this.#written.delete(key);
      if (JSON.stringify(mine.value) === JSON.stringify(op.value)) return;
      lost.push({
        path: op.path,
        mine: mine.value,
        theirs: op.value,
        batchId: mine.batchId,
        by: batch.clientId,
        ...(batch.base !== undefined && batch.base < mine.seq ? { away: true } : {}),
      });
    });
    return lost;
  }

  /** My last pending set of `path` or of a value holding it (it replaces whatever is there). */
  #pendingSet(path: Path): { batch: Batch; value: unknown; exact: boolean } | null {
    const key = pathKey(path);
    for (let i = this.#pending.length - 1; i >= 0; i--) {
      const batch = this.#pending[i]!;
      for (let j = batch.ops.length - 1; j >= 0; j--) {
        const op = batch.ops[j]!;
        if (op.kind !== 'set' || op.path.length > path.length) continue;
        const exact = pathKey(op.path) === key;
        if (exact || pathKey(path.slice(0, op.path.length)) === pathKey(op.path))
          return { batch, value: op.value, exact };
      }
    }
    return null;
  }

  /** Their sets that a batch of mine made away, still pending, sets again to something else. */
  #overwriting(batch: SequencedBatch, skipped: readonly number[]): OverwrittenByMe[] {
    const found: OverwrittenByMe[] = [];
    batch.ops.forEach((op, i) => {
      if (op.kind !== 'set' || skipped.includes(i)) return;
      const mine = this.#pendingSet(op.path);
      if (!mine?.exact || mine.batch.base === undefined) return;
      if (JSON.stringify(mine.value) === JSON.stringify(op.value)) return;
      found.push({
        path: op.path,
        mine: mine.value,
        theirs: op.value,
        batchId: mine.batch.batchId,
        by: batch.clientId,
      });
    });
    return found;
  }
}
