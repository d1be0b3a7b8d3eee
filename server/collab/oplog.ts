import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { OpBatch } from '../../contract/api/collab';
import type { BookDocument } from '../../render-core';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { ApiError } from '../http/errors';
import { type PrintHead, printHeadColumns } from '../print/prints';
import { type PrintRow, prints } from '../print/schema';
import { batchJson, collabBus } from './bus';
import { canonicalJson, sameJson } from './same-json';
import { type DesignOpRow, designOps } from './schema';

export interface BatchMeta {
  printId: string;
  userUuid: string | null;
  clientId: string;
  batchId: string;
  /** issue 54: the revision a batch made away (offline) was made on. */
  baseSeq?: number | null;
}

/**
 * What a batch turns the design into; `compute` throws an ApiError to refuse it (nothing written).
 * It runs inside the commit's transaction: any query of its goes through `tx`, never the outer
 * database (on PGlite that query waits for the transaction, which waits for it: issue 54's hang).
 */
export interface Computed {
  document: BookDocument;
  ops: unknown[];
  skipped: number;
  productCode?: string;
  title?: string;
}

export interface Committed {
  batch: OpBatch;
  /** The design's row as written (without its document); absent for a batch answered again. */
  print?: PrintHead;
  skipped: number;
  /** False when the batch id was logged before: the first answer again, nothing written. */
  fresh: boolean;
}

/**
 * How long the op log keeps a design's batches. Pruning policy: a batch is deleted once it is
 * outside the design's newest `batches` AND older than `days` days; the rest stay. The newest N
 * bound the log of a busy design (every autosave of a design of one is a batch too); the days keep
 * what a device that went offline within them may still ask about: its catch-up (`since`) and, above
 * all, its resend of a batch whose answer it never heard, which a kept batch id answers with its
 * first answer instead of applying it twice. A device behind the oldest kept batch gets a 410
 * HISTORY_GONE from GET /print/collab/ops and loads the whole design again, its unsent batches on
 * top (live-link.ts); a batch of its that was pruned is then applied once more (last writer wins per
 * field, so it sets its own values again), the price of a bounded log. Pruned in the commit's
 * transaction: one indexed delete on the primary key (print_id, seq), usually of nothing or one row.
 *
 * Size bound (issue 54): whatever their age, the log also keeps only the newest batches whose ops
 * (as JSON) add up to at most `bytes` (COLLAB_OPLOG_KEEP_BYTES, 8 MB by default), and always the
 * newest batch. Without it one member sending big batches filled the log by megabytes a second,
 * all of it kept for the days above. Of ordinary edits (well under a kilobyte a batch) 8 MB holds
 * more than the newest 1,000, so the count and days decide; only big batches meet the size bound,
 * and what it drops is what the count and days drop: a device behind it loads the design again and
 * a resend of a batch it dropped is applied once more. Each row carries where it starts in the
 * design's running total (`log_start`), so this is one more indexed delete, (print_id, log_start),
 * usually of nothing.
 */
export interface OpLogKeep {
  batches: number;
  days: number;
  bytes: number;
}

export const opLogKeep = (
  config: Pick<Config, 'COLLAB_OPLOG_KEEP_BATCHES' | 'COLLAB_OPLOG_KEEP_DAYS' | 'COLLAB_OPLOG_KEEP_BYTES'>,
) => ({
  batches: config.COLLAB_OPLOG_KEEP_BATCHES,
  days: config.COLLAB_OPLOG_KEEP_DAYS,
  bytes: config.COLLAB_OPLOG_KEEP_BYTES,
});

/**
 * Deletes the design's batches outside its newest `keep.batches` and older than `keep.days`, and
 * those not wholly within its newest `keep.bytes` (the batch just logged, `seq`, ending the log at
 * `logEnd`, stays).
 */
async function prune(tx: Db, printId: string, seq: number, logEnd: number, keep: OpLogKeep): Promise<void> {
  await tx
    .delete(designOps)
    .where(
      and(
        eq(designOps.printId, printId),
        lte(designOps.seq, seq - keep.batches),
        lt(designOps.createdAt, sql`now() - make_interval(days => ${keep.days}::int)`),
      ),
    );
  // A batch starting more than `keep.bytes` before the log's end is not wholly within them.
  if (logEnd > keep.bytes) {
    await tx
      .delete(designOps)
      .where(
        and(
          eq(designOps.printId, printId),
          lt(designOps.logStart, logEnd - keep.bytes),
          lt(designOps.seq, seq),
        ),
      );
  }
}

/** Where the design's op log ends now, in bytes (0 before its first batch). */
async function logEndOf(tx: Db, printId: string): Promise<number> {
  const [last] = await tx
    .select({ logStart: designOps.logStart, bytes: designOps.bytes })
    .from(designOps)
    .where(eq(designOps.printId, printId))
    .orderBy(desc(designOps.seq))
    .limit(1);
  return last ? last.logStart + last.bytes : 0;
}

/** The batch logged under the same author (user and client) and batch id, if any. */
async function loggedBatch(db: Db, meta: BatchMeta) {
  const [row] = await db
    .select()
    .from(designOps)
    .where(
      and(
        eq(designOps.printId, meta.printId),
        meta.userUuid === null ? isNull(designOps.userUuid) : eq(designOps.userUuid, meta.userUuid),
        eq(designOps.clientId, meta.clientId),
        eq(designOps.batchId, meta.batchId),
      ),
    );
  return row;
}

/**
 * A batch id its author used before: the same ops are a resend, answered as the first time; other
 * ops under it are a 409 (never "accepted" and dropped).
 */
const hashOf = (ops: readonly unknown[]) => createHash('sha256').update(canonicalJson(ops)).digest('hex');

function repeated(earlier: DesignOpRow, sent: readonly unknown[] | undefined) {
  const same = !sent || (earlier.sentHash ? earlier.sentHash === hashOf(sent) : sameJson(earlier.ops, sent));
  if (!same) {
    throw new ApiError(
      409,
      'CONFLICT',
      `The batch id ${earlier.batchId} was used before for other changes; send new changes under a new batch id.`,
    );
  }
  return { batch: batchJson(earlier), skipped: 0, fresh: false };
}

/**
 * Applies one batch in the design's one order, across every app server: the design's row is
 * locked (SELECT … FOR UPDATE) for the transaction, so batches of one design are applied one
 * after the other on the document the previous one wrote. The document, its revision (the batch's
 * seq) and the log row are written together or not at all, and the log is pruned (`keep`, above).
 * A batch id its author (user and client) still has logged answers its first answer, or a 409
 * when the ops differ. After the commit, every open stream of the
 * design hears the batch.
 */
export async function commitBatch(
  database: Database,
  keep: OpLogKeep,
  meta: BatchMeta,
  compute: (current: PrintRow, tx: Db) => Promise<Computed> | Computed,
  lock: (current: PrintRow) => boolean = () => true,
  /** The ops the request sent, compared with an earlier batch of the same id (POST /print/collab/ops). */
  sent?: readonly unknown[],
): Promise<Committed | null> {
  const outcome = await database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [current] = await tx.select().from(prints).where(eq(prints.id, meta.printId)).for('update');
    if (!current || !lock(current)) return null;
    const earlier = await loggedBatch(tx, meta);
    if (earlier) return repeated(earlier, sent);
    const next = await compute(current, tx);
    const [saved] = await tx
      .update(prints)
      .set({
        document: next.document,
        ...(next.productCode ? { productCode: next.productCode } : {}),
        title: next.title ?? next.document.title,
        revision: sql`${prints.revision} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(prints.id, meta.printId))
      .returning(printHeadColumns);
    const logStart = await logEndOf(tx, meta.printId);
    const bytes = JSON.stringify(next.ops).length;
    const values = {
      ...meta,
      baseSeq: meta.baseSeq ?? null,
      seq: saved!.revision,
      ops: next.ops,
      sentHash: sent ? hashOf(sent) : null,
      bytes,
      logStart,
    };
    // Only the time comes back: a big batch's ops are not read back from the database.
    const [row] = await tx.insert(designOps).values(values).returning({ createdAt: designOps.createdAt });
    await prune(tx, meta.printId, saved!.revision, logStart + bytes, keep);
    const batch = batchJson({ ...values, createdAt: row!.createdAt });
    return { batch, print: saved!, skipped: next.skipped, fresh: true };
  });
  if (outcome?.fresh) collabBus(database).publishBatch(meta.printId, outcome.batch);
  return outcome;
}

/** How many batches GET /print/collab/ops answers at most; the client asks again from the last. */
export const BATCHES_PER_READ = 500;

/**
 * The batches after `since`, oldest first. A `since` the log cannot continue from (its batches were
 * pruned, or the design was saved before the log existed) is a 410 HISTORY_GONE: the client loads
 * the design again instead (GET /print/:id), its unsent batches on top.
 */
export async function batchesSince(db: Db, printId: string, since: number, revision: number) {
  if (since > revision) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      `Invalid query.since: the design is at revision ${revision}`,
      {
        field: 'query.since',
      },
    );
  }
  if (since === revision) return [];
  const rows = await db
    .select()
    .from(designOps)
    .where(and(eq(designOps.printId, printId), gt(designOps.seq, since)))
    .orderBy(asc(designOps.seq))
    .limit(BATCHES_PER_READ);
  if (rows[0]?.seq !== since + 1) {
    throw new ApiError(
      410,
      'HISTORY_GONE',
      `The changes after revision ${since} are no longer kept; load the design again (it is at revision ${revision}).`,
    );
  }
  return rows.map(batchJson);
}
