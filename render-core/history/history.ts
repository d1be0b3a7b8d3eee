import { applyPatches, type Patch } from '../ops/immer';
import type { BookDocument } from '../model/document';
import { applyOp, type Op } from '../ops';

export interface HistoryStep {
  patches: Patch[];
  inversePatches: Patch[];
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
  return { ...session, open: { patches: [], inversePatches: [] } };
}

export function endInteraction(session: EditSession): EditSession {
  if (!session.open) return session;
  const step = session.open;
  if (step.patches.length === 0) return { ...session, open: null };
  return { ...session, open: null, undo: [...session.undo, step].slice(-UNDO_LIMIT), redo: [] };
}

/** Applies an edit. A user edit becomes (or joins) an undo step; sync and relayout do not. */
export function edit(session: EditSession, op: Op, source: ChangeSource = 'user'): EditSession {
  const result = applyOp(session.document, op);
  return record(session, result.document, result.patches, result.inversePatches, source);
}

/**
 * Takes a change made elsewhere (a relayout, a sync from the server) as a new document with its
 * patches. Not an undo step: the stacks are kept, but a redo past a foreign change could rebuild
 * a state that never existed, so redo is dropped.
 */
export function record(
  session: EditSession,
  document: BookDocument,
  patches: Patch[],
  inversePatches: Patch[],
  source: ChangeSource,
): EditSession {
  if (patches.length === 0) return session;
  if (source !== 'user') return { ...session, document, redo: [] };
  if (session.open) {
    const open = {
      patches: [...session.open.patches, ...patches],
      inversePatches: [...inversePatches, ...session.open.inversePatches],
    };
    return { ...session, document, open };
  }
  const step = { patches, inversePatches };
  return { ...session, document, undo: [...session.undo, step].slice(-UNDO_LIMIT), redo: [] };
}

export const canUndo = (s: EditSession) => s.undo.length > 0;
export const canRedo = (s: EditSession) => s.redo.length > 0;

/**
 * Steps back one user interaction. When a foreign change has since removed what the step
 * touched, the patches cannot apply: the history is cleared rather than leaving half an undo.
 */
export function undo(session: EditSession): EditSession {
  const settled = endInteraction(session);
  const step = settled.undo.at(-1);
  if (!step) return settled;
  try {
    const document = applyPatches(settled.document, step.inversePatches);
    return { ...settled, document, undo: settled.undo.slice(0, -1), redo: [...settled.redo, step] };
  } catch {
    return { ...settled, undo: [], redo: [] };
  }
}

export function redo(session: EditSession): EditSession {
  const settled = endInteraction(session);
  const step = settled.redo.at(-1);
  if (!step) return settled;
  try {
    const document = applyPatches(settled.document, step.patches);
    return { ...settled, document, redo: settled.redo.slice(0, -1), undo: [...settled.undo, step] };
  } catch {
    return { ...settled, undo: [], redo: [] };
  }
}
