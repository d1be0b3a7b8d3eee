import { proxy, ref } from 'valtio';
import type { BookDocument, Finding, FrameRef } from '../../../../render-core';
import type { PricedDesign } from '../../../../contract/catalog/price';
import type { SyncState } from './sync-queue';

/** `signIn`: the server answered 401/403 (never said when it could not be reached). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'failed' | 'signIn';

export interface EditorState {
  status: LoadStatus;
  printId: string | null;
  /** Kept as a plain (unproxied) object: it is replaced whole on every change. */
  document: BookDocument | null;
  /** Bumps on every change of the document, so views can key on it cheaply. */
  version: number;
  spread: number;
  /**
   * The page brought into view by an undo, a redo or a pick (null: the spread's first page). A
   * narrow screen shows one page of the spread at a time, this one when it is on the spread.
   */
  focusPageId: string | null;
  selected: FrameRef | null;
  canUndo: boolean;
  canRedo: boolean;
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
}

export function initialEditorState(): EditorState {
  return {
    status: 'idle',
    printId: null,
    document: null,
    version: 0,
    spread: 0,
    focusPageId: null,
    selected: null,
    canUndo: false,
    canRedo: false,
    sync: { status: 'saved', baseRevision: 0, dirty: false, conflict: null, attempt: 0 },
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    unreachable: false,
    findings: [],
    keptCopyId: null,
    setAside: 0,
    refused: null,
    tidy: null,
    deleted: null,
  };
}

export const editorState = proxy<EditorState>(initialEditorState());

export function setDocument(document: BookDocument | null): void {
  editorState.document = document ? ref(document) : null;
  editorState.version += 1;
}

export function setFindings(findings: Finding[]): void {
  editorState.findings = ref(findings) as Finding[];
}
