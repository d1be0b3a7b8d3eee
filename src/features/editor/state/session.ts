import { proxy, ref } from 'valtio';
import {
  type BookDocument,
  Editor,
  type EditorChange,
  type FrameRef,
  loadDocument,
  type Op,
  validateBook,
} from '../../../../render-core';
import { type Autosave, createAutosave } from './autosave';
import { freezeAhead } from './freeze-ahead';
import { type Records, recordsMemo } from './records';
import { sameJson } from './same-json';
import { asRefinement, changedDocument, type SessionChange, type SessionOrigin } from './session-change';
import type { SessionDeps } from './session-deps';
import { forgetDesign, planOpening, type Reading, startReading, tidyDrafts } from './session-open';
import { type EditorUi, initialUi } from './session-ui';
import { followChange, landIn, showPageIn, showSpreadIn } from './session-view';
import { liveEditor } from './live-editor';
import type { LiveLink } from './live-link';
import { settleConflict } from './session-conflict';
import { idTagOf, type LiveOpening, mayEdit, planLive, settleNotice, wireLive } from './session-live';
import type { SessionStart } from './start-from';
import { SyncQueue } from './sync-queue';
import { showSync } from './sync-shown';

type Refinement = (doc: BookDocument) => BookDocument;

/** Validation waits for a pause in the edits (a drag, or a run of nudges, is validated once). */
const VALIDATE_DELAY_MS = 300;

/** What a session holds once its document is open: a design of one saves whole, a shared one live. */
interface Open {
  editor: Editor;
  queue: SyncQueue | null;
  autosave: Autosave | null;
  live: LiveLink | null;
  /** The app's own changes not known to be on the server yet, to apply again on a newer copy. */
  refinements: Refinement[];
  stop: () => void;
}

/**
 * One open design: its Editor (document and history), the records by id, the sync queue, this
 * device's draft, validation, and the UI state around it (`ui`, a valtio proxy). Every change goes
 * through `apply(change, origin)`. Two sessions share nothing; `dispose` stops every timer and
 * listener. The editor page makes one per print (EditorSessionProvider).
 */
export class EditorSession {
  readonly ui: EditorUi;
  private open_: Open | null = null;
  private reading: Reading | null;
  private opening = 0;
  private disposed = false;
  /** Async work that must not interleave (settling a conflict); edits themselves are synchronous. */
  private chain: Promise<unknown> = Promise.resolve();
  private validateTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly recordsOf = recordsMemo();
  /** Objects made for this session on first use and released with it (the photo intake of its print). */
  private readonly owned = new Map<symbol, { value: unknown; release: () => void }>();

  constructor(
    readonly printId: string,
    private readonly deps: SessionDeps,
  ) {
    this.ui = proxy(initialUi(printId, deps.isOnline()));
    // Reading starts at once (drafts, tabs, the server's copy), while the page still asks who is signed in.
    this.reading = startReading(deps, printId);
    // Failures show when open() awaits it; one never awaited (closed first) must not be reported.
    this.reading.catch(() => {});
  }

  /** The design's editor (document and history), null until it is open. */
  get editor(): Editor | null {
    return this.open_?.editor ?? null;
  }

  get document(): BookDocument | null {
    return this.open_?.editor.document ?? null;
  }

  /** The open document's pages, frames, texts and photos by id (indexed once per version). */
  get records(): Records | null {
    const doc = this.document;
    return doc ? this.recordsOf(doc) : null;
  }

  /**
   * Opens the print: unsent local edits first, else the server's copy, else the copy saved offline.
   * `copyTitle` names the copy of a closed tab's unsent edits that cannot be opened at the same time.
   * Called again (a retry) it reads everything afresh.
   */
  async open(copyTitle: (title: string) => string): Promise<void> {
    if (this.disposed) return;
    const attempt = ++this.opening;
    const solo = this.open_?.queue ? this.open_.editor : null; // its history may go live (live-editor.ts)
    this.close();
    this.ui.status = 'loading';
    this.deps.warmUp();
    const reading = this.reading ?? startReading(this.deps, this.printId);
    this.reading = null;
    const opening = await planOpening(this.deps, reading);
    if (opening.kind === 'removed') {
      await forgetDesign(this.deps, this.printId, reading);
      if (!this.disposed && attempt === this.opening) this.ui.status = 'removed';
      return;
    }
    const [, , , liveStates] = await reading;
    const live = await planLive(this.deps, opening, liveStates);
    if (this.disposed || attempt !== this.opening) return;
    if (opening.kind !== 'signIn') this.ui.unreachable = opening.unreachable;
    if (live) this.startLive(live, solo);
    else if (opening.kind !== 'ready') {
      this.ui.status = opening.kind;
      return;
    }
    const autosave = live || opening.kind !== 'ready' ? null : this.start(opening);
    const drafts = opening.kind === 'ready' ? opening.drafts : null;
    this.chain = (async () => {
      await autosave?.flush();
      if (!drafts) return;
      await tidyDrafts(this.deps, drafts, copyTitle, () => {
        this.ui.setAside += 1;
      });
    })();
    await this.chain.catch(() => {});
  }

  /** Takes `start` in as the open document (open() does, after reading; tests may directly). */
  start(start: SessionStart): Autosave {
    this.close();
    const editor = new Editor(start.document);
    let live = true;
    const autosave = createAutosave(
      (draft) => this.deps.drafts.write(draft),
      () =>
        live
          ? {
              printId: this.printId,
              document: editor.document,
              baseRevision: queue.state.baseRevision,
              dirty: queue.state.dirty,
              savedAt: this.deps.now(),
            }
          : null,
      this.deps.afterPaint,
    );
    const refinements: Refinement[] = [];
    const shown = showSync(this.ui, autosave);
    const queue: SyncQueue = new SyncQueue({
      printId: this.printId,
      baseRevision: start.baseRevision,
      dirty: start.dirty,
      transport: this.deps.transport,
      document: () => editor.document,
      ...(this.deps.syncDebounceMs === undefined ? {} : { debounceMs: this.deps.syncDebounceMs }),
      rebase: (current) => {
        const loaded = loadDocument(JSON.parse(JSON.stringify(current.document)));
        if (!loaded.ok) return null;
        const next = refinements.reduce((doc, change) => change(doc), loaded.document);
        editor.receive(next);
        return next !== loaded.document;
      },
      onChange: (state) => {
        // Everything the app changed on its own is on the server now.
        if (state.status === 'saved' && !state.dirty) refinements.length = 0;
        shown(state);
      },
    });
    const stopListening = editor.subscribe((change) => this.changed(change));
    const stopWatching = this.deps.watchPage({
      online: () => {
        this.ui.online = true;
        queue.flush();
      },
      offline: () => {
        this.ui.online = false;
      },
      hidden: () => {
        queue.flush();
        void autosave.flush();
      },
    });
    const stop = () => {
      // The last write still goes out; nothing after it.
      void autosave.flush().then(() => {
        live = false;
      });
      stopListening();
      stopWatching();
      queue.dispose();
    };
    this.ui.sync = { ...queue.state, conflict: null };
    this.ready({ editor, queue, autosave, live: null, refinements, stop });
    return autosave;
  }

  /** Takes a shared design in live (issue 27): the link sends my changes, brings in others'. */
  private startLive(opening: LiveOpening, before: Editor | null): void {
    this.close();
    const editor = liveEditor(opening.replica, idTagOf(opening.replica.clientId), before);
    const on = (c: EditorChange) => this.changed(c);
    const { live, stop } = wireLive(this.printId, this.ui, this.deps, opening, editor, on);
    this.ready({ editor, queue: null, autosave: null, live, refinements: [], stop });
    live.start();
  }

  private ready(open: Open): void {
    this.open_ = open;
    this.ui.version += 1;
    this.ui.status = 'ready';
    this.validateSoon();
    freezeAhead(open.editor.document, this.deps.afterPaint, () => this.open_ === open);
  }

  /** A change to send: the whole-document queue and the device's draft, or the live link. */
  private send(open: Open, origin: 'user' | 'auto'): void {
    open.queue?.changed(origin);
    open.live?.changed();
    open.autosave?.soon();
  }

  private changed(change: EditorChange): void {
    this.ui.version += 1;
    if (change.source === 'user' && this.open_) this.send(this.open_, 'user');
    this.validateSoon();
    followChange(this.ui, change.document);
  }

  private validateSoon(): void {
    if (this.validateTimer) clearTimeout(this.validateTimer);
    this.validateTimer = setTimeout(() => {
      this.validateTimer = null;
      const doc = this.document;
      if (!doc) return;
      const findings = validateBook(doc);
      // The same findings keep their array: the views that show them do not render again for an
      // edit that changes none (most do not).
      if (!sameJson(findings, this.ui.findings)) this.ui.findings = ref(findings) as EditorUi['findings'];
    }, this.deps.validateDelayMs ?? VALIDATE_DELAY_MS);
  }

  /** Closes the open document (its listeners, queue and timers); the session can open again. */
  private close(): void {
    this.open_?.stop();
    this.open_ = null;
    clearTimeout(this.validateTimer ?? undefined);
    this.validateTimer = null;
  }

  /** Ends the session: nothing of it runs any more (the last draft write still lands). */
  dispose(): void {
    this.disposed = true;
    this.close();
    for (const { release } of this.owned.values()) release();
    this.owned.clear();
  }

  /** The session's `key` object, made on first use and released with it (none lingers for the next). */
  own<T>(key: symbol, make: () => T, release: (value: T) => void): T {
    const held = this.owned.get(key);
    if (held) return held.value as T;
    const value = make();
    if (this.disposed) release(value);
    else this.owned.set(key, { value, release: () => release(value) });
    return value;
  }

  /**
   * The one way a change enters the document; answers whether it went in. A refused op leaves the
   * document as it was and says why in `ui.refused`. See SessionOrigin for what each origin means.
   */
  apply(change: SessionChange, origin: SessionOrigin): boolean {
    const open = this.open_;
    if (!open) return false;
    if (origin !== 'remote' && !mayEdit(this.ui)) {
      // A viewer changes nothing (the app's own refinements quietly).
      if (origin === 'local') this.ui.refused = 'read-only';
      return false;
    }
    if (origin === 'local' && !('document' in change)) {
      return this.attempt(() =>
        'op' in change ? open.editor.apply(change.op) : open.editor.applyAll(change.ops),
      );
    }
    const before = open.editor.document;
    let next = before;
    if (!this.attempt(() => (next = changedDocument(before, change)))) return false;
    if (next === before) return false;
    if (origin === 'auto') open.refinements.push(asRefinement(change));
    open.editor.receive(next);
    if (origin !== 'remote') this.send(open, origin === 'auto' ? 'auto' : 'user');
    return true;
  }

  private attempt(work: () => void): boolean {
    try {
      work();
      this.ui.refused = null;
      return true;
    } catch (error) {
      this.ui.refused = error instanceof Error ? error.message : String(error);
      return false;
    }
  }

  /** One customer edit, one undo step. (A promise for callers written when edits went through a worker.) */
  edit(op: Op): Promise<boolean> {
    return Promise.resolve(this.apply({ op }, 'local'));
  }

  /** Several ops as one undo step (a dialog's changes, a theme and its clean-up), all or nothing. */
  editTogether(ops: readonly Op[]): Promise<boolean> {
    return Promise.resolve(this.apply({ ops }, 'local'));
  }

  /**
   * A whole-document change off the undo history, saved like an edit: the app's own ('auto': place
   * names, the draft's analysis; must give the same result applied twice) or the customer's
   * ('local': keep the best N; goes to the conflict choice like any edit).
   */
  refine(change: Refinement, origin: 'auto' | 'local' = 'auto'): boolean {
    return this.apply({ document: change }, origin);
  }

  /** Opens a mark: edits until endGesture are one undo step (a drag, a pinch, a slider). */
  beginGesture(): void {
    this.open_?.editor.begin();
  }

  endGesture(): void {
    this.open_?.editor.end();
  }

  /** Undoes the last step and shows the spread it changed. */
  undo(): void {
    const editor = this.open_?.editor;
    if (editor) landIn(this.ui, editor.document, editor.undo());
  }

  /** Redoes the last undone step and shows the spread it changed. */
  redo(): void {
    const editor = this.open_?.editor;
    if (editor) landIn(this.ui, editor.document, editor.redo());
  }

  /**
   * Lays the book out again from inner page `pageId` (the cover: from the first page) with a new
   * seed, one undo step, and shows where it starts. Pages before it stay as they are.
   */
  shuffleFrom(pageId: string | null): void {
    const editor = this.open_?.editor;
    const doc = editor?.document;
    if (!editor || doc?.kind !== 'book') return;
    const at = doc.pages.findIndex((p) => p.id === pageId);
    const from = Math.max(0, at);
    const seed = (doc.layoutSeed + 1 + Math.floor(Math.random() * 1_000_000)) % 2_147_483_647;
    landIn(this.ui, editor.document, editor.relayout(from, seed));
  }

  select(frame: FrameRef | null): void {
    this.ui.selected = frame;
  }

  showSpread(index: number): void {
    const doc = this.document;
    if (doc) showSpreadIn(this.ui, doc, index);
  }

  /** Shows the spread holding page `pageId` (cover or inner page), that page in focus. */
  showPage(pageId: string): void {
    const doc = this.document;
    if (doc) showPageIn(this.ui, doc, pageId);
  }

  /** Waits for pending work: the autosave of every edit so far, drafts tidied. */
  settled(): Promise<unknown> {
    return Promise.all([this.chain, this.open_?.autosave?.idle()]);
  }

  /** Settles a conflict (session-conflict.ts), after any settling under way. */
  resolveConflict(keepMine: boolean, copyTitle: (title: string) => string): Promise<boolean> {
    const next = this.chain.then(() => {
      const open = this.open_;
      if (!open?.queue) return false;
      return settleConflict({ ...open, queue: open.queue }, this.ui, this.deps, keepMine, copyTitle);
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Answers a live notice (a replaced value, an edit made away): keeps mine or theirs, as a new edit. */
  settleLive(id: string, keep: 'mine' | 'theirs'): void {
    const change = settleNotice(this.ui, id, keep);
    if (change) this.apply({ document: change }, 'local');
  }
}
