import type { BookDocument } from '../../../../render-core';
import { sameJson } from './same-json';

/** What this device saved for a print: the document and the server revision it was edited on. */
export interface LocalDraft {
  printId: string;
  document: BookDocument;
  baseRevision: number;
  /** True while edits here have not reached the server. */
  dirty: boolean;
  savedAt: number;
}

export interface ServerCopy {
  document: BookDocument;
  revision: number;
}

export type StartPlan =
  | { from: 'server'; document: BookDocument; baseRevision: number; dirty: false }
  | { from: 'local'; document: BookDocument; baseRevision: number; dirty: boolean }
  | { from: 'nothing' };

/**
 * Which copy the editor opens. Unsent local edits always win (the sync queue then sends them,
 * and a newer server revision becomes a conflict the user settles), unless the server already
 * holds exactly them: a save that was on its way when the page reloaded landed after all, so the
 * server's copy opens as saved instead of sending the same edits again for a 409. Otherwise the
 * server's copy, or the local one when the server cannot be reached.
 */
export function planStart(local: LocalDraft | undefined, server: ServerCopy | null): StartPlan {
  if (
    local?.dirty &&
    server &&
    server.revision > local.baseRevision &&
    sameJson(server.document, local.document)
  )
    return { from: 'server', document: server.document, baseRevision: server.revision, dirty: false };
  if (local?.dirty)
    return { from: 'local', document: local.document, baseRevision: local.baseRevision, dirty: true };
  if (server)
    return { from: 'server', document: server.document, baseRevision: server.revision, dirty: false };
  if (local)
    return { from: 'local', document: local.document, baseRevision: local.baseRevision, dirty: false };
  return { from: 'nothing' };
}

/** Where an opened document starts: its revision on the server, and whether it has unsent edits. */
export interface SessionStart {
  document: BookDocument;
  baseRevision: number;
  dirty: boolean;
}
