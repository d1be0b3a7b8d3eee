/**
 * Changes between two versions of a document, addressed by id instead of array position.
 *
 * Undo used to replay immer's patches, whose paths are array indexes (`pages/3/frames/1`): once a
 * page had moved (a synced change, a relayout, a reorder), undo changed whichever page stood at
 * index 3 now. Here a path goes through records by their id (`pages/{id:p7}/frames/{id:f2}`), and
 * an array's order is a change of its own, so an undo finds the record it changed wherever it is,
 * and leaves alone what it did not change. Arrays of records with string ids (pages, frames,
 * photos) are keyed; any other array (removed photo ids, calendar events) is one value.
 */

export type Segment = string | { id: string };
export type Path = readonly Segment[];

export type Change =
  /** A value at `path` (an object key, or a whole unkeyed array) went from `before` to `after`. */
  | { kind: 'set'; path: Path; before: unknown; after: unknown }
  /** The record `id` appeared in the keyed array at `path`. */
  | { kind: 'insert'; path: Path; id: string; value: unknown }
  /** The record `id` left the keyed array at `path`. */
  | { kind: 'delete'; path: Path; id: string; value: unknown }
  /** The keyed array at `path` changed its order of ids. */
  | { kind: 'order'; path: Path; before: readonly string[]; after: readonly string[] };

type Keyed = { id: string };
type Dict = Record<string, unknown>;

const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRecord = (v: unknown): v is Keyed => isDict(v) && typeof v.id === 'string';
const isKeyedArray = (v: unknown): v is Keyed[] => Array.isArray(v) && v.length > 0 && v.every(isRecord);

/** Two arrays are keyed when one is an array of records and the other such an array or empty. */
function keyedPair(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return false;
  return (
    (isKeyedArray(a) || a.length === 0) && (isKeyedArray(b) || b.length === 0) && a.length + b.length > 0
  );
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * What changed from `before` to `after`. Unchanged branches are skipped by identity, which immer
 * keeps for everything an op did not touch, so a change to one page of a 500-page book costs one
 * pass over the page list.
 */
export function diff(before: unknown, after: unknown, path: Path = []): Change[] {
  if (Object.is(before, after)) return [];
  if (keyedPair(before, after)) return diffKeyed(before as Keyed[], after as Keyed[], path);
  if (isDict(before) && isDict(after) && !isRecordReplaced(before, after)) {
    const out: Change[] = [];
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      out.push(...diff(before[key], after[key], [...path, key]));
    }
    return out;
  }
  if (sameValue(before, after)) return [];
  return [{ kind: 'set', path, before, after }];
}

/** A record whose id changed is another record: it is set whole, not merged key by key. */
const isRecordReplaced = (a: Dict, b: Dict) => isRecord(a) && isRecord(b) && a.id !== b.id;

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function diffKeyed(before: Keyed[], after: Keyed[], path: Path): Change[] {
  // The common edit (inside one record) keeps every id in its place: a pass in step, no maps.
  if (before.length === after.length && before.every((r, i) => r.id === after[i]!.id)) {
    const out: Change[] = [];
    before.forEach((r, i) => {
      if (r !== after[i]) out.push(...diff(r, after[i], [...path, { id: r.id }]));
    });
    return out;
  }
  const out: Change[] = [];
  const old = new Map(before.map((r) => [r.id, r]));
  const now = new Map(after.map((r) => [r.id, r]));
  for (const r of before) if (!now.has(r.id)) out.push({ kind: 'delete', path, id: r.id, value: r });
  for (const r of after) {
    const was = old.get(r.id);
    if (!was) out.push({ kind: 'insert', path, id: r.id, value: r });
    else out.push(...diff(was, r, [...path, { id: r.id }]));
  }
  const beforeIds = before.map((r) => r.id);
  const afterIds = after.map((r) => r.id);
  if (!sameOrder(beforeIds, afterIds)) out.push({ kind: 'order', path, before: beforeIds, after: afterIds });
  return out;
}

/** The changes that take `after` back to `before`. */
export function invert(changes: readonly Change[]): Change[] {
  return changes.map(inverse).reverse();
}

function inverse(c: Change): Change {
  if (c.kind === 'set' || c.kind === 'order') return { ...c, before: c.after, after: c.before } as Change;
  const kind = c.kind === 'insert' ? 'delete' : 'insert';
  return { kind, path: c.path, id: c.id, value: c.value };
}

/** How many changes could not find what they address (a record another change removed). */
export interface ApplyResult<T> {
  value: T;
  missed: number;
}

/**
 * Applies changes to a document that may have moved on since they were made: each finds its
 * record by id, and one whose record is gone is skipped (and counted) rather than landing on
 * another record. Returns a new value; the input is never changed, and untouched branches are
 * shared.
 */
export function apply<T>(value: T, changes: readonly Change[]): ApplyResult<T> {
  let root: unknown = value;
  let missed = 0;
  // Deletions and insertions first, so an order change sees the final set of records.
  const rank = { delete: 0, insert: 1, set: 2, order: 3 } as const;
  const sorted = changes
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank[a.c.kind] - rank[b.c.kind] || a.i - b.i);
  for (const { c } of sorted) {
    const next = update(root, c.path, (target) => applyAt(target, c));
    if (next === MISSING) missed += 1;
    else root = next;
  }
  return { value: root as T, missed };
}

const MISSING = Symbol('missing');

/** Copies the branch down `path` and replaces what is at its end with `change(current)`. */
function update(node: unknown, path: Path, change: (current: unknown) => unknown): unknown {
  if (path.length === 0) return change(node);
  const [head, ...rest] = path as [Segment, ...Segment[]];
  if (typeof head === 'string') {
    if (!isDict(node)) return MISSING;
    const inner = update(node[head], rest, change);
    if (inner === MISSING) return MISSING;
    if (inner === undefined) {
      const { [head]: _, ...kept } = node;
      return kept;
    }
    return { ...node, [head]: inner };
  }
  if (!Array.isArray(node)) return MISSING;
  const index = node.findIndex((r) => isRecord(r) && r.id === head.id);
  if (index < 0) return MISSING;
  const inner = update(node[index], rest, change);
  if (inner === MISSING) return MISSING;
  const copy = node.slice();
  copy[index] = inner;
  return copy;
}

function applyAt(target: unknown, c: Change): unknown {
  switch (c.kind) {
    case 'set':
      return c.after;
    case 'insert': {
      const list = Array.isArray(target) ? target : target === undefined ? [] : null;
      if (!list) return MISSING;
      const at = list.findIndex((r) => isRecord(r) && r.id === c.id);
      if (at >= 0) return list.map((r, i) => (i === at ? c.value : r));
      return [...list, c.value];
    }
    case 'delete': {
      if (!Array.isArray(target)) return MISSING;
      const kept = target.filter((r) => !(isRecord(r) && r.id === c.id));
      return kept.length === target.length ? MISSING : kept;
    }
    case 'order':
      return Array.isArray(target) ? reorder(target as Keyed[], c.after) : MISSING;
  }
}

/**
 * Puts the records in the order `wanted` names. Records `wanted` does not know (added by someone
 * else since) keep their place after the record they followed.
 */
export function reorder<R extends Keyed>(records: readonly R[], wanted: readonly string[]): R[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  const known = wanted.filter((id) => byId.has(id));
  const knownSet = new Set(known);
  const out: R[] = known.map((id) => byId.get(id)!);
  let previous: string | null = null;
  for (const r of records) {
    if (knownSet.has(r.id)) {
      previous = r.id;
      continue;
    }
    const at = previous === null ? 0 : out.findIndex((x) => x.id === previous) + 1;
    out.splice(at, 0, r);
    previous = r.id;
  }
  return out;
}

/** The ids of the records a change is about at the first keyed level of `key` (e.g. pages). */
export function touchedIds(changes: readonly Change[], key: string): string[] {
  const ids: string[] = [];
  const add = (id: string) => {
    if (!ids.includes(id)) ids.push(id);
  };
  for (const c of changes) {
    if (c.path[0] !== key) continue;
    const second = c.path[1];
    if (second !== undefined && typeof second !== 'string') add(second.id);
    else if (c.path.length === 1 && c.kind === 'insert') add(c.id);
    else if (c.path.length === 1 && c.kind === 'order') {
      // A move: the first record whose place changed.
      const moved = c.after.find((id, i) => c.before[i] !== id && c.before.includes(id));
      if (moved) add(moved);
    }
  }
  return ids;
}
