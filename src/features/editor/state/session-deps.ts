import type { BookDocument } from '../../../../render-core';
import type { LiveDeps } from './live-types';
import type { LocalDraft } from './start-from';
import type { SyncTransport } from './sync-queue';
import type { TabDraft } from './tab-drafts';
import type { FetchPrint } from './transport';

/** This device's drafts of prints, one per print and tab (IndexedDB in the browser). */
export interface DraftStore {
  read(printId: string): Promise<TabDraft[]>;
  write(draft: LocalDraft): Promise<void>;
  remove(draft: TabDraft): Promise<void>;
  /** This tab's id, and the ids of the other tabs open now. */
  tabId(): string;
  claimTab(): Promise<void>;
  liveTabs(): Promise<Set<string>>;
}

/** What the page tells the session: back online, gone offline, about to hide. */
export interface PageSignals {
  online(): void;
  offline(): void;
  hidden(): void;
}

/**
 * Everything a session reaches outside itself. The browser's are in browser-deps.ts; tests pass
 * in-memory ones (in-memory-deps.ts), so a session runs without a DOM, a server or IndexedDB.
 */
export interface SessionDeps {
  transport: SyncTransport;
  fetchPrint(printId: string): Promise<FetchPrint>;
  /** Keeps a version as a print of its own; answers its id, or null (offline, refused). */
  saveAsCopy(document: BookDocument, title: string): Promise<{ id: string } | null>;
  drafts: DraftStore;
  /** Listens to the page; answers the stop. */
  watchPage(signals: PageSignals): () => void;
  /** Runs `fn` once the edit on screen has painted (autosave clones the document: not before). */
  afterPaint(fn: () => void): void;
  isOnline(): boolean;
  now(): number;
  /** Starts what a design will want soon (the render worker) while it loads. */
  warmUp(): void;
  /** How long validation waits after the last change. */
  validateDelayMs?: number;
  /** The sync queue's debounce (tests: 0). */
  syncDebounceMs?: number;
  /** How a shared design syncs live (issue 27); without it every design saves whole. */
  live?: LiveDeps;
}
