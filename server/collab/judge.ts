import { type BookDocument, type CollabOp, applyOps } from '../../render-core';

type Segment = CollabOp['path'][number];

/** What is at `path` in `node`, or undefined when a key or a record id on the way is missing. */
function resolve(node: unknown, path: readonly Segment[]): unknown {
  let here = node;
  for (const segment of path) {
    if (typeof segment === 'string') {
      if (typeof here !== 'object' || here === null || Array.isArray(here)) return undefined;
      here = (here as Record<string, unknown>)[segment];
    } else {
      if (!Array.isArray(here)) return undefined;
      here = here.find((r: unknown) => (r as { id?: unknown } | null)?.id === segment.id);
    }
  }
  return here;
}

const hasRecord = (list: unknown, id: string) =>
  Array.isArray(list) && list.some((r: unknown) => (r as { id?: unknown } | null)?.id === id);

/**
 * Whether a skipped op was skipped because what it names is gone (someone deleted the page, or
 * the insert was applied already): that is the merge working and the batch stands. Otherwise
 * the op itself would break the design, and the batch is refused.
 */
export function skippedAsGone(doc: BookDocument, op: CollabOp): boolean {
  if (op.kind === 'set') return resolve(doc, op.path.slice(0, -1)) === undefined;
  const list = resolve(doc, op.path);
  if (!Array.isArray(list)) return true;
  if (op.kind === 'insert') return hasRecord(list, op.id);
  return !hasRecord(list, op.id);
}

export type Judged =
  | { ok: true; document: BookDocument; skipped: number; applied: CollabOp[] }
  | { ok: false; index: number; reason: string };

/**
 * Applies a batch one op at a time (applyOps is a fold, so this is the same document) to tell an
 * op skipped because its record is gone from one that would make the design invalid.
 */
export function judgeOps(doc: BookDocument, ops: readonly CollabOp[]): Judged {
  let document = doc;
  let skipped = 0;
  const applied: CollabOp[] = [];
  for (const [index, op] of ops.entries()) {
    const result = applyOps(document, [op]);
    if (result.skipped.length === 0) {
      document = result.document;
      applied.push(op);
      continue;
    }
    if (!skippedAsGone(document, op)) {
      const where = op.path.map((s) => (typeof s === 'string' ? s : `{${s.id}}`)).join('.');
      return { ok: false, index, reason: `Op ${index} (${op.kind} ${where}) would make the design invalid.` };
    }
    skipped++;
  }
  return { ok: true, document, skipped, applied };
}
