/**
 * Collaboration: edits travel as operations addressed by record id, not as whole documents.
 *
 * The design (issue 27), kept true by the code in this folder:
 * - Wire operations are built on history/diff.ts, which already addresses records by id
 *   (`['pages', {id:'p7'}, 'frames', {id:'f2'}, 'crop']`): `set` a value at a path, `insert` a
 *   record into a keyed array between two anchor ids, `delete` a record, `move` a record between two
 *   anchor ids. `opsBetween(before, after)` makes them from two documents: diff's `order` change
 *   becomes `move` ops only for the records that left the longest run of records kept in place,
 *   anchored on their neighbours in the new order.
 * - `applyOps(doc, ops)` (apply-ops.ts) is TOTAL and DETERMINISTIC: a set under a record that is gone
 *   is skipped (a deleted record wins over an edit to it); an insert of an id already there is
 *   skipped; an insert or move goes right after `after` if it is there, else right before `before`
 *   if it is there, else at the end; a set on a missing object key creates it (a set of `undefined`
 *   removes it). One field is not last-writer-wins: `nextId`, the id counter, merges to the larger
 *   value so that ids handed out later are never ones already in use; each person's ids also carry
 *   their own tag (model/ids.ts), so two people adding a page at the same moment never make one
 *   id. Every op is then checked on what it touched (check.ts: the frame field, page, photo or
 *   document field, and references between them); an op that would make the document invalid (a
 *   frame pointing at a photo another op deleted) is skipped. Skipped ops are reported by index, never thrown.
 * - One order per design: the `Sequencer` (sequencer.ts, on the server) applies each client's batch
 *   to ITS current document whatever the client's base was (ops are addressed by id, so nothing is
 *   transformed), logs accepted batches `{seq, clientId, batchId, ops}`, refuses a batch with a
 *   reason (invalid op, or the server's own `check(doc)`), and answers a resent batch again without
 *   applying it twice (idempotent by batchId).
 * - A `Replica` (replica.ts, on each device) keeps `confirmed` (the server's document at the last
 *   seq it saw), its own `pending` batches in order and `view` = confirmed + pending. Server
 *   batches arrive in seq order (its own accepted ones leave pending by batchId); a refused batch
 *   is dropped; the view is recomputed. Since every replica applies the same batches in the same
 *   order with the same deterministic `applyOps`, all converge on the server's document. Last
 *   writer (by seq) wins per field; the replica reports `lost` when a later remote batch overwrote
 *   a value its own accepted batch had set, so the UI can offer "undo".
 * - Undo per person: `inverseOps(docBefore, ops)` (inverse.ts) gives ops that put back only what
 *   MY ops changed (values at those paths before my batch), so others' later edits stay.
 * - Presence is not here (server and UI).
 */
import { z } from 'zod';
import type { BookDocument } from '../model/document';
import { diff, type Path, type Segment } from '../history/diff';

export type { Path, Segment };

export type CollabOp =
  /** The value at `path` (an object key or a whole unkeyed array); `undefined` removes the key. */
  | { kind: 'set'; path: Path; value?: unknown }
  /** The record `value` (whose id is `id`) enters the keyed array at `path` between anchors. */
  | { kind: 'insert'; path: Path; id: string; value: unknown; after: string | null; before: string | null }
  /** The record `id` leaves the keyed array at `path`. */
  | { kind: 'delete'; path: Path; id: string }
  /** The record `id` of the keyed array at `path` goes between anchors. */
  | { kind: 'move'; path: Path; id: string; after: string | null; before: string | null };

/** Bounds for ops from outside: longer paths, ids or values than a real document has are refused. */
export const COLLAB_LIMITS = { pathLength: 8, keyLength: 64, valueBytes: 256 * 1024, batchOps: 5000 };

/** Keys that would reach an object's prototype: never a document key. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

const idSchema = z.string().min(1).max(COLLAB_LIMITS.keyLength);
const keySchema = idSchema.refine((k) => !FORBIDDEN_KEYS.has(k), 'not a document key');
export const segmentSchema = z.union([keySchema, z.strictObject({ id: idSchema })]);
/** A path starts at a key of the document (never the whole document). */
export const pathSchema = z
  .array(segmentSchema)
  .min(1)
  .max(COLLAB_LIMITS.pathLength)
  .refine((p) => typeof p[0] === 'string', 'a path starts with a document key');

const boundedValue = z.unknown().refine((v) => {
  if (v === undefined) return true;
  try {
    const json = JSON.stringify(v);
    return json !== undefined && json.length <= COLLAB_LIMITS.valueBytes;
  } catch {
    return false;
  }
}, `a value is JSON of at most ${COLLAB_LIMITS.valueBytes} bytes`);
const anchorSchema = idSchema.nullable();

export const collabOpSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('set'), path: pathSchema, value: boundedValue.optional() }),
  z.strictObject({
    kind: z.literal('insert'),
    path: pathSchema,
    id: idSchema,
    value: boundedValue.refine(
      (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
      'an inserted record is an object',
    ),
    after: anchorSchema,
    before: anchorSchema,
  }),
  z.strictObject({ kind: z.literal('delete'), path: pathSchema, id: idSchema }),
  z.strictObject({
    kind: z.literal('move'),
    path: pathSchema,
    id: idSchema,
    after: anchorSchema,
    before: anchorSchema,
  }),
]);
export const collabOpsSchema = z.array(collabOpSchema).max(COLLAB_LIMITS.batchOps);

/** A stable text key for a path (used to compare paths and group ops by array). */
export const pathKey = (path: Path): string => JSON.stringify(path);

/**
 * The ops that take `before` to `after`. Deletes come where diff found them; inserts and moves of
 * one array come together, each once its anchor is in place (see `placements`).
 */
export function opsBetween(before: BookDocument, after: BookDocument): CollabOp[] {
  const ops: CollabOp[] = [];
  const inserts = new Map<string, Map<string, unknown>>();
  for (const c of diff(before, after)) {
    if (c.kind === 'set') ops.push({ kind: 'set', path: c.path, value: c.after });
    else if (c.kind === 'delete') ops.push({ kind: 'delete', path: c.path, id: c.id });
    else if (c.kind === 'insert') {
      const key = pathKey(c.path);
      const byId = inserts.get(key) ?? new Map<string, unknown>();
      byId.set(c.id, c.value);
      inserts.set(key, byId);
    } else {
      const added = inserts.get(pathKey(c.path)) ?? new Map<string, unknown>();
      inserts.delete(pathKey(c.path));
      ops.push(...placements(c.path, c.before, c.after, added));
    }
  }
  return ops;
}

/**
 * Inserts and moves that turn the order `was` (after deletes) into `now`. Each is anchored on its
 * new neighbours and emitted once its anchor is in place: the records ahead of the first one kept
 * in place go first, from right to left, each "before" its right neighbour (their "after" would be
 * a record still at its old place); the others from left to right, each "after" its left neighbour.
 */
function placements(
  path: Path,
  was: readonly string[],
  now: readonly string[],
  added: ReadonlyMap<string, unknown>,
): CollabOp[] {
  const stay = keptInPlace(was, now);
  const firstKept = now.findIndex((id) => stay.has(id));
  const lead = firstKept < 0 ? now.length : firstKept;
  const out: CollabOp[] = [];
  const emit = (i: number, after: string | null) => {
    const id = now[i]!;
    const before = i < now.length - 1 ? now[i + 1]! : null;
    if (added.has(id)) out.push({ kind: 'insert', path, id, value: added.get(id), after, before });
    else if (!stay.has(id)) out.push({ kind: 'move', path, id, after, before });
  };
  for (let i = lead - 1; i >= 0; i -= 1) emit(i, null);
  for (let i = lead; i < now.length; i += 1) emit(i, now[i - 1] ?? null);
  return out;
}

/**
 * The largest set of records present in both orders whose relative order did not change (a
 * longest increasing subsequence of their old positions): only the others need a move.
 */
export function keptInPlace(was: readonly string[], now: readonly string[]): Set<string> {
  const oldIndex = new Map(was.map((id, i) => [id, i]));
  const seq = now.filter((id) => oldIndex.has(id));
  const tails: number[] = []; // tails[k]: index in seq of the smallest tail of a run of length k+1
  const prev: number[] = new Array(seq.length).fill(-1);
  seq.forEach((id, i) => {
    const v = oldIndex.get(id)!;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (oldIndex.get(seq[tails[mid]!]!)! < v) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const kept = new Set<string>();
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!) kept.add(seq[i]!);
  return kept;
}
