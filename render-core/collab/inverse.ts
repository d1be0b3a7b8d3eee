import type { BookDocument } from '../model/document';
import { applyOps } from './apply-ops';
import type { CollabOp, Path } from './ops';

type Keyed = { id: string };
const isKeyed = (v: unknown): v is Keyed =>
  typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string';

/** What is at `path` in `node`; `missing` when a record on the way is not there. */
function valueAt(node: unknown, path: Path): { found: boolean; value: unknown } {
  let at: unknown = node;
  for (const seg of path) {
    if (typeof seg === 'string') {
      if (typeof at !== 'object' || at === null || Array.isArray(at))
        return { found: false, value: undefined };
      at = (at as Record<string, unknown>)[seg];
    } else {
      if (!Array.isArray(at)) return { found: false, value: undefined };
      at = at.find((r) => isKeyed(r) && r.id === seg.id);
      if (at === undefined) return { found: false, value: undefined };
    }
  }
  return { found: true, value: at };
}

/** The record's neighbours in its array, as anchors that put it back where it stood. */
function anchorsOf(list: unknown, id: string): { after: string | null; before: string | null } | null {
  if (!Array.isArray(list)) return null;
  const i = list.findIndex((r) => isKeyed(r) && r.id === id);
  if (i < 0) return null;
  const idAt = (j: number) => (isKeyed(list[j]) ? (list[j] as Keyed).id : null);
  return { after: i > 0 ? idAt(i - 1) : null, before: i < list.length - 1 ? idAt(i + 1) : null };
}

/**
 * The ops that put back what `ops` changed when they were applied to `docBefore`: the values at
 * their paths before, the records they deleted, the places of the records they moved, and the
 * removal of the records they inserted. Applied later to a document others have edited since, they
 * touch only those paths and records: undo per person. Each op is inverted against the document
 * just before it, and the inverses come last op first.
 */
export function inverseOps(docBefore: BookDocument, ops: readonly CollabOp[]): CollabOp[] {
  const out: CollabOp[] = [];
  let doc = docBefore;
  for (const op of ops) {
    const inverse = inverseOf(doc, op);
    const next = applyOps(doc, [op]);
    if (next.skipped.length === 0) {
      if (inverse) out.push(inverse);
      doc = next.document;
    }
  }
  return out.reverse();
}

function inverseOf(doc: BookDocument, op: CollabOp): CollabOp | null {
  switch (op.kind) {
    case 'set': {
      const was = valueAt(doc, op.path);
      return was.found ? { kind: 'set', path: op.path, value: was.value } : null;
    }
    case 'insert':
      return { kind: 'delete', path: op.path, id: op.id };
    case 'delete': {
      const list = valueAt(doc, op.path).value;
      const value = Array.isArray(list) ? list.find((r) => isKeyed(r) && r.id === op.id) : undefined;
      const anchors = anchorsOf(list, op.id);
      return value && anchors ? { kind: 'insert', path: op.path, id: op.id, value, ...anchors } : null;
    }
    case 'move': {
      const anchors = anchorsOf(valueAt(doc, op.path).value, op.id);
      return anchors ? { kind: 'move', path: op.path, id: op.id, ...anchors } : null;
    }
  }
}
