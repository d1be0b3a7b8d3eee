import type { BookDocument } from '../model/document';
import { opKeepsDocumentValid } from './check';
import type { CollabOp, Path } from './ops';

type Dict = Record<string, unknown>;
type Keyed = { id: string };

const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRecord = (v: unknown): v is Keyed => isDict(v) && typeof v.id === 'string';

export interface ApplyOpsResult {
  document: BookDocument;
  /** Indexes of the ops that were skipped (their record is gone, or they would break the document). */
  skipped: number[];
}

/**
 * Applies ops in order, totally and deterministically (see ops.ts): an op that cannot apply, or
 * would leave the document invalid, is skipped and its index reported; nothing throws. The input
 * is never changed; untouched branches are shared.
 */
export function applyOps(doc: BookDocument, ops: readonly CollabOp[]): ApplyOpsResult {
  let document = doc;
  const skipped: number[] = [];
  ops.forEach((op, i) => {
    const next = applyOne(document, op);
    if (next === SKIP || !opKeepsDocumentValid(next, op)) skipped.push(i);
    else document = next;
  });
  return { document, skipped };
}

const SKIP = Symbol('skip');

/** The document after one op, or SKIP when the op finds nothing to apply to. */
function applyOne(doc: BookDocument, op: CollabOp): BookDocument | typeof SKIP {
  if (op.kind === 'set' && op.path.length === 1 && op.path[0] === 'nextId') {
    // The id counter only grows: two clients' counters merge to the larger, so no op made later
    // hands out an id that is already in use.
    const next = typeof op.value === 'number' ? Math.max(doc.nextId, op.value) : op.value;
    return { ...doc, nextId: next } as BookDocument;
  }
  if (op.kind === 'set') {
    const parent = op.path.slice(0, -1);
    const key = op.path[op.path.length - 1]!;
    return updateAt(doc, parent, (node) => setKey(node, key, op.value)) as BookDocument | typeof SKIP;
  }
  return updateAt(doc, op.path, (node) => changeList(node, op)) as BookDocument | typeof SKIP;
}

/** Copies the branch down `path` (from segment `at`) and replaces its end with `change(current)`. */
function updateAt(node: unknown, path: Path, change: (current: unknown) => unknown, at = 0): unknown {
  if (at === path.length) return change(node);
  const head = path[at]!;
  if (typeof head === 'string') {
    if (!isDict(node)) return SKIP;
    const inner = updateAt(node[head], path, change, at + 1);
    return inner === SKIP ? SKIP : { ...node, [head]: inner };
  }
  if (!Array.isArray(node)) return SKIP;
  const index = indexOfId(node, head.id);
  if (index < 0) return SKIP;
  const inner = updateAt(node[index], path, change, at + 1);
  if (inner === SKIP) return SKIP;
  const copy = node.slice();
  copy[index] = inner;
  return copy;
}

function indexOfId(list: readonly unknown[], id: string): number {
  for (let i = 0; i < list.length; i += 1) {
    const r = list[i];
    if (isRecord(r) && r.id === id) return i;
  }
  return -1;
}

function setKey(node: unknown, key: Path[number], value: unknown): unknown {
  if (typeof key !== 'string') {
    // A whole record by id: replaced where it stands.
    if (!Array.isArray(node) || !isRecord(value) || value.id !== key.id) return SKIP;
    const index = indexOfId(node, key.id);
    if (index < 0) return SKIP;
    const copy = node.slice();
    copy[index] = value;
    return copy;
  }
  if (!isDict(node)) return SKIP;
  if (value === undefined) {
    if (!(key in node)) return node;
    const { [key]: _, ...kept } = node;
    return kept;
  }
  return { ...node, [key]: value };
}

function changeList(node: unknown, op: Exclude<CollabOp, { kind: 'set' }>): unknown {
  const list = Array.isArray(node)
    ? (node as unknown[])
    : node === undefined && op.kind === 'insert'
      ? []
      : null;
  if (!list) return SKIP;
  const index = indexOfId(list, op.id);
  switch (op.kind) {
    case 'insert':
      if (index >= 0 || !isRecord(op.value) || op.value.id !== op.id) return SKIP;
      return place(list, op.value, op.after, op.before);
    case 'delete':
      return index < 0 ? SKIP : list.filter((_, i) => i !== index);
    case 'move':
      if (index < 0) return SKIP;
      return place(
        list.filter((_, i) => i !== index),
        list[index],
        op.after,
        op.before,
      );
  }
}

/** Right after `after` if it is there, else right before `before` if it is there, else at the end. */
function place(
  list: readonly unknown[],
  record: unknown,
  after: string | null,
  before: string | null,
): unknown[] {
  const at = (id: string | null) => (id === null ? -1 : indexOfId(list, id));
  const afterAt = at(after);
  const beforeAt = afterAt < 0 ? at(before) : -1;
  const index = afterAt >= 0 ? afterAt + 1 : beforeAt >= 0 ? beforeAt : list.length;
  return [...list.slice(0, index), record, ...list.slice(index)];
}
