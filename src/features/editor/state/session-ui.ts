import type { BookDocument, Finding, FrameRef } from '../../../../render-core';
import type { PricedDesign } from '../../../../contract/catalog/price';
import type { CollabPermission, Presence } from '../../../../contract/api/collab';
import type { SyncState } from './sync-queue';

/** What this person may do with the open design: its owner everything, a member what they were given. */
export type DesignAccess = 'owner' | CollabPermission;

/** My edit that someone else's later edit replaced (the same fields): shown with an Undo. */
export interface LostEditNotice {
  /** Unique per notice (a key for the toast). */
  id: string;
  /** The replaced fields (one edit may set several: a title and its text), my value and theirs. */
  changes: { path: readonly (string | { id: string })[]; mine: unknown; theirs: unknown }[];
  /** What it was, for the words: words on the page, a photo's place or look, anything else. */
  what: 'text' | 'photo' | 'other';
  /** Who replaced it (their name, or null when unknown). */
  byName: string | null;
}

/**
 * An edit made away (offline) that met someone else's change the edit's maker never saw (issue 54):
 * `mine`, my edit made away replaces theirs ("Ann changed this while you were away"); `theirs`,
 * their edit made away replaced my newer one. Either way the customer keeps one of the two.
 */
export interface AwayNotice {
  id: string;
  side: 'mine' | 'theirs';
  changes: LostEditNotice['changes'];
  byName: string | null;
}

/**
 * The design made together (issue 27): whether it is live (shared: edits travel as ops and others'
 * edits arrive as they happen), the others here now, and what the customer must be told.
 */
export interface CollabUi {
  /** True once the design is shared (it has members): edits go as ops over the live link. */
  live: boolean;
  access: DesignAccess;
  /** The live stream is open (false: offline or reconnecting; edits queue on this device). */
  connected: boolean;
  /** The others in the design now (never this tab), newest first; each expires unless renewed. */
  presence: Presence[];
  /** My edits replaced by someone else's, oldest first; each one dismissible. */
  lost: LostEditNotice[];
  /** Edits made away that met another's change, oldest first (issue 54). */
  away: AwayNotice[];
  /** The owner removed my access: the editor stops sending and says so. */
  revoked: boolean;
}

/** `signIn`: the server answered 401/403 (never said when it could not be reached). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'failed' | 'signIn' | 'removed';

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
  collab: CollabUi;
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
    collab: {
      live: false,
      access: 'owner',
      connected: false,
      presence: [],
      lost: [],
      away: [],
      revoked: false,
    },
  };
}
