import type { BookDocument, Finding, FrameRef } from '../../../../render-core';
import type { PricedDesign } from '../../../../contract/catalog/price';
import type { SyncState } from './sync-queue';

/** `signIn`: the server answered 401/403 (never said when it could not be reached). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'failed' | 'signIn';

/**
 * What one open design shows around its document: where the customer is, what is selected, how
 * saving goes. The document itself is not here: it lives in the session's Editor, read with
 * useEditorSnapshot (no mirrored copy to fall out of step).
 */
export interface EditorUi {
  status: LoadStatus;
  printId: string;
  /** Bumps on every change of the document, so views can key on it cheaply. */
  version: number;
  spread: number;
  /**
   * The page brought into view by an undo, a redo or a pick (null: the spread's first page). A
   * narrow screen shows one page of the spread at a time, this one when it is on the spread.
   */
  focusPageId: string | null;
  selected: FrameRef | null;
  sync: SyncState;
  online: boolean;
  /**
   * Opened without an answer from the server (offline, or a connection that reaches nothing):
   * the document is this device's copy, sent once a save gets through.
   */
  unreachable: boolean;
  findings: Finding[];
  /** Copies saved when a conflict was settled: the version the user did not pick. */
  keptCopyId: string | null;
  /** Unsent edits of closed tabs saved as copies when this print opened. */
  setAside: number;
  /** The last edit the engine refused, for a message. */
  refused: string | null;
  /**
   * The draft analysis's tidy-up, offered and never applied unasked (the app does not change the
   * book behind the customer's back): how many placed photos it would leave out, and the change.
   */
  tidy: { out: number; change: (doc: BookDocument) => BookDocument } | null;
  /**
   * Pages just deleted, for the notice that says so with the new price and an Undo; shown while the
   * document is still at `version` (the next change of any kind ends it).
   */
  deleted: { pages: number; before: PricedDesign; after: PricedDesign; version: number } | null;
  /** Bumps on each "Add caption" of the toolbar; the canvas answers by typing a caption on its page. */
  captionAsked: number;
  /** The photo waiting to Move (without dragging) to the frame chosen next, or null. */
  moveFrom: FrameRef | null;
}

export function initialUi(printId: string, online: boolean): EditorUi {
  return {
    status: 'idle',
    printId,
    version: 0,
    spread: 0,
    focusPageId: null,
    selected: null,
    sync: { status: 'saved', baseRevision: 0, dirty: false, conflict: null, attempt: 0 },
    online,
    unreachable: false,
    findings: [],
    keptCopyId: null,
    setAside: 0,
    refused: null,
    tidy: null,
    deleted: null,
    captionAsked: 0,
    moveFrom: null,
  };
}
