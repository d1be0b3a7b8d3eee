import { z } from 'zod';
import type { BookDocument } from '../model/document';
import { applyOps } from './apply-ops';
import { type CollabOp, collabOpsSchema } from './ops';

/** One client's edit as it travels: its ops, named so a resend is recognised. */
export interface Batch {
  clientId: string;
  /** Unique per batch (e.g. `${clientId}:${n}`): the server applies a batch id once. */
  batchId: string;
  ops: CollabOp[];
  /**
   * Made away from the live stream (offline, or the stream broken): the seq of the server's order
   * it was made on. A batch with a base may overwrite what others changed after it (issue 54).
   */
  base?: number;
}
/** A batch the server accepted, at its place in the design's one order. */
export interface SequencedBatch extends Batch {
  seq: number;
}

export const batchSchema = z.strictObject({
  clientId: z.string().min(1).max(128),
  batchId: z.string().min(1).max(128),
  ops: collabOpsSchema,
  base: z.number().int().nonnegative().optional(),
});

export type RefusalReason = 'invalid-op' | 'check-failed';
export type SubmitAnswer =
  /** `skipped`: indexes of ops that found nothing to change (every replica skips the same ones). */
  | { status: 'accepted'; batchId: string; seq: number; skipped: number[] }
  | { status: 'refused'; batchId: string; reason: RefusalReason; message: string };

/**
 * The server's own judgement of a document after a batch (page counts, permissions, orderability):
 * null accepts, a message refuses.
 */
export type DocumentCheck = (document: BookDocument, batch: Batch) => string | null;

/**
 * One design's order of edits, on the server: applies each batch to the current document (whatever
 * document the client edited: ops are addressed by id), numbers the accepted ones, and answers a
 * resent batch as before without applying it again. Pure: storing the log and sending batches to
 * the other editors is the caller's.
 */
export class Sequencer {
  #document: BookDocument;
  #seq: number;
  readonly #log: SequencedBatch[];
  readonly #answers = new Map<string, SubmitAnswer>();

  /** `log`: accepted batches already in `document` (the newest last), kept for since() and resends. */
  constructor(document: BookDocument, seq = 0, log: readonly SequencedBatch[] = []) {
    this.#document = document;
    this.#seq = seq;
    this.#log = [...log];
    for (const b of log)
      this.#answers.set(b.batchId, { status: 'accepted', batchId: b.batchId, seq: b.seq, skipped: [] });
  }

  get document(): BookDocument {
    return this.#document;
  }

  get seq(): number {
    return this.#seq;
  }

  submit(batch: Batch, check?: DocumentCheck): SubmitAnswer {
    const earlier = this.#answers.get(batch.batchId);
    if (earlier) return earlier;
    const answer = this.#judge(batch, check);
    this.#answers.set(batch.batchId, answer);
    return answer;
  }

  #judge(batch: Batch, check?: DocumentCheck): SubmitAnswer {
    const parsed = batchSchema.safeParse(batch);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'invalid batch';
      return { status: 'refused', batchId: batch.batchId, reason: 'invalid-op', message };
    }
    const ops = batch.ops;
    const { document, skipped } = applyOps(this.#document, ops);
    const verdict = check?.(document, batch) ?? null;
    if (verdict !== null)
      return { status: 'refused', batchId: batch.batchId, reason: 'check-failed', message: verdict };
    this.#document = document;
    this.#seq += 1;
    const { base } = parsed.data;
    this.#log.push({
      seq: this.#seq,
      clientId: batch.clientId,
      batchId: batch.batchId,
      ops,
      ...(base === undefined ? {} : { base }),
    });
    return { status: 'accepted', batchId: batch.batchId, seq: this.#seq, skipped };
  }

  /**
   * The accepted batches after `seq`, in order; null when the log no longer reaches back that far
   * (the client then loads the whole document).
   */
  since(seq: number): SequencedBatch[] | null {
    const first = this.#log[0]?.seq ?? this.#seq + 1;
    if (seq + 1 < first && seq < this.#seq) return null;
    // The log's seqs follow each other, so the batches after `seq` start at a known index.
    return this.#log.slice(Math.max(0, seq + 1 - first));
  }
}
