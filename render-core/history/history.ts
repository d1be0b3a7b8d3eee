import type { BookDocument } from '../model/document';
import { applyOp, type Op } from '../ops';
import { apply, type Change, diff, invert, touchedIds } from './diff';

/** One undo step: the id-addressed changes of one user interaction (./diff.ts says why ids). */
export interface HistoryStep {
  changes: Change[];
}
/**
 * An editing session: the document and its undo/redo stacks. Plain data, changed only by the
 * functions below, so the worker, the main thread and tests share it.
 */
export interface EditSession {
  document: BookDocument;
  undo: HistoryStep[];
  redo: HistoryStep[];
  /** While a mark is open (a drag, a slider), every user op joins this one step. */
  open: HistoryStep | null;
}

/** Where a change comes from: only the user's own edits become undo steps. */
export type ChangeSource = 'user' | 'sync' | 'relayout';

export const UNDO_LIMIT = 200;

export function startSession(document: BookDocument): EditSession {
  return { document, undo: [], redo: [], open: null };
}

/** Opens a step that every following user op joins until endInteraction (a drag is one step). */
export function beginInteraction(session: EditSession): EditSession {
  if (session.open) return session;
  return { ...session, open: { changes: [] } };
}

export function endInteraction(session: EditSession): EditSession {
  if (!session.open) return session;
  const step = session.open;
  if (step.changes.length === 0) return { ...session, open: null };
  return { ...session, open: null, undo: [...session.undo, step].slice(-UNDO_LIMIT), redo: [] };
}

/** Applies an edit. A user edit becomes (or joins) an undo step; sync and relayout do not. */
export function edit(session: EditSession, op: Op, source: ChangeSource = 'user'): EditSession {
  return record(session, applyOp(session.document, op).document, source);
}

/**
 * Takes a new version of the document: a user's edit (an undo step, or part of the open one), or
 * a change made elsewhere (a relayout, a sync from the server). A foreign change is not an undo
 * step: the undo stack is kept, since its steps address records by id; redo is dropped, since a
 * redo past a foreign change could rebuild a state that never existed.
 */
export function record(session: EditSession, document: BookDocument, source: ChangeSource): EditSession {
  if (document === session.document) return session;
  // The id counter only moves forward: an undo that wound it back would hand out ids again.
  const changes = diff(session.document, document).filter((c) => c.path[0] !== 'nextId');
  if (changes.length === 0) return { ...session, document };
  if (source !== 'user') return { ...session, document, redo: [] };
  if (session.open) {
    return { ...session, document, open: { changes: [...session.open.changes, ...changes] } };
  }
  const step = { changes };
  return { ...session, document, undo: [...session.undo, step].slice(-UNDO_LIMIT), redo: [] };
}

export const canUndo = (s: EditSession) => s.undo.length > 0;
export const canRedo = (s: EditSession) => s.redo.length > 0;

/**
 * Steps back one user interaction, finding each record it changed by id wherever it now stands.
 * When a foreign change has since removed a record the step touched, the step cannot apply whole:
 * the history is cleared rather than leaving half an undo.
 */
export function undo(session: EditSession): EditSession {
  const settled = endInteraction(session);
  const step = settled.undo.at(-1);
  if (!step) return settled;
  const result = apply(settled.document, invert(step.changes));
  if (result.missed > 0) return { ...settled, undo: [], redo: [] };
  return {
    ...settled,
    document: result.value,
    undo: settled.undo.slice(0, -1),
    redo: [...settled.redo, step],
  };
}

export function redo(session: EditSession): EditSession {
  const settled = endInteraction(session);
  const step = settled.redo.at(-1);
  if (!step) return settled;
  const result = apply(settled.document, step.changes);
  if (result.missed > 0) return { ...settled, undo: [], redo: [] };
  return {
    ...settled,
    document: result.value,
    redo: settled.redo.slice(0, -1),
    undo: [...settled.undo, step],
  };
}

const PAGE_KEYS = new Set(['pages', 'cover', 'backCover', 'photos', 'removedPhotoIds']);

/**
 * Where a step happened, for the editor to show it: the first inner page it touched (a moved
 * page counts where it moved to), else 'cover' for the cover or back cover, else null (a change
 * to the whole design, such as its theme).
 */
export function stepPlace(step: HistoryStep): { pageId: string } | 'cover' | null {
  // A theme, product or calendar change reaches every page: the editor stays where it is.
  if (step.changes.some((c) => !PAGE_KEYS.has(String(c.path[0])))) return null;
  const pageId = touchedIds(step.changes, 'pages')[0];
  if (pageId) return { pageId };
  if (step.changes.some((c) => c.path[0] === 'cover' || c.path[0] === 'backCover')) return 'cover';
  return null;
}
