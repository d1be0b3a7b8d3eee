import { ref } from 'valtio';
import {
  type BookDocument,
  type ChangePlace,
  designPages,
  Editor,
  type EditorChange,
  type FrameRef,
  loadDocument,
  type Op,
  spreadCount,
  validateBook,
} from '../../../../render-core';
import { spreadOfPage } from './spread-of-page';
import { createRenderClient, type RenderClient } from '../../../../workers/render-client';
import { claimTab, liveTabs, readDrafts, removeDraft, tabId, writeDraft } from './drafts';
import { editorState, initialEditorState, setDocument, setFindings } from './editor-store';
import { planStart } from './start-from';
import { type ChangeOrigin, SyncQueue } from './sync-queue';
import { type DraftPlan, planDrafts } from './tab-drafts';
import { fetchPrint, printTransport, saveAsCopy } from './transport';

/** The open print: its editor (document and history), its sync queue and its listeners. */
interface Session {
  printId: string;
  editor: Editor;
  queue: SyncQueue;
  refinements: Refinement[];
  /** Async work that must not interleave (settling a conflict); edits themselves are synchronous. */
  chain: Promise<unknown>;
  dispose: () => void;
}

type Refinement = (doc: BookDocument) => BookDocument;

let session: Session | null = null;
let clientPromise: Promise<RenderClient> | null = null;

/** One render client for the app: the worker (thumbnails, photos) outlives a page change. */
export function renderClient(): Promise<RenderClient> {
  clientPromise ??= createRenderClient();
  return clientPromise;
}

function current(): Session {
  if (!session) throw new Error('the editor has no print open');
  return session;
}

/** The open print's editor, for components that take it from context (EditorProvider). */
export function currentEditor(): Editor | null {
  return session?.editor ?? null;
}

/** Runs `fn` once the next frame has painted (at once in a hidden tab, which paints no frames). */
function afterPaint(fn: () => void): void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') {
    setTimeout(fn, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/**
 * Writes the newest document to this device after every edit, once the edit has painted (a write
 * clones the whole document: done in the same task it would delay the edit on screen), one write
 * at a time: edits that come while a write runs go in one more write after it. So a reload right
 * after an edit finds it, and a burst of edits costs two writes, not one per edit.
 */
function createAutosave(printId: string, queue: () => SyncQueue, editor: () => Editor | null) {
  let running: Promise<void> | null = null;
  let again = false;
  let pending = false;
  const writeOnce = async () => {
    const e = editor();
    if (!e) return;
    await writeDraft({
      printId,
      document: e.document,
      baseRevision: queue().state.baseRevision,
      dirty: queue().state.dirty,
      savedAt: Date.now(),
    }).catch(() => {
      // A full or blocked IndexedDB: the sync queue still carries the edit to the server.
    });
  };
  const flush = (): Promise<void> => {
    pending = false;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await writeOnce();
      } while (again);
      running = null;
    })();
    return running;
  };
  const soon = () => {
    if (pending) return;
    pending = true;
    afterPaint(() => {
      if (pending) void flush();
    });
  };
  const idle = async (): Promise<void> => {
    if (pending) await flush();
    await running;
  };
  return { flush, soon, idle };
}

let validateTimer: ReturnType<typeof setTimeout> | null = null;
function validateSoon() {
  if (validateTimer) clearTimeout(validateTimer);
  validateTimer = setTimeout(() => {
    const s = session;
    if (s) setFindings(validateBook(s.editor.document));
  }, 150);
}

function keepSelectionValid() {
  const doc = editorState.document;
  if (!doc) return;
  editorState.spread = Math.min(editorState.spread, spreadCount(doc) - 1);
  const sel = editorState.selected;
  if (!sel) return;
  const page = designPages(doc).find((p) => p.id === sel.pageId);
  if (!page?.frames.some((f) => f.id === sel.frameId)) editorState.selected = null;
}

/** Brings an undone or redone change into view: its page, or the cover. */
function land(place: ChangePlace) {
  if (place === 'cover') showSpread(0);
  else if (place) showPage(place.pageId);
}

function enqueue<T>(work: (s: Session) => Promise<T>): Promise<T> {
  const s = current();
  const next = s.chain.then(() => work(s));
  s.chain = next.catch(() => undefined);
  return next;
}

/**
 * Keeps the unsent edits of closed tabs that this tab does not open as prints of their own, and
 * removes the drafts this tab took over once its own draft holds their document.
 */
async function tidyDrafts(drafts: DraftPlan, copyTitle: (title: string) => string) {
  for (const adopted of drafts.adopt) await removeDraft(adopted).catch(() => {});
  for (const aside of drafts.setAside) {
    const copy = await saveAsCopy(aside.document, copyTitle(aside.document.title));
    if (!copy) return; // Offline or refused: the draft stays, for the next time the print opens.
    await removeDraft(aside).catch(() => {});
    editorState.setAside += 1;
  }
}

function startReading(printId: string) {
  return Promise.all([
    claimTab().then(() => readDrafts(printId)),
    claimTab().then(liveTabs),
    fetchPrint(printId),
  ]);
}
let reading: { printId: string; read: ReturnType<typeof startReading> } | null = null;

/**
 * Starts reading what opening `printId` takes (this device's drafts, the other tabs, the server's
 * copy) while the session is still being asked for: `openPrint` then finds it under way, and the
 * first spread does not wait for the two one after the other.
 */
export function prepareOpen(printId: string): void {
  // Always afresh: one left from a visit that never opened would be stale by now.
  reading = { printId, read: startReading(printId) };
}

/** The reading `prepareOpen` started for this print, else a fresh one; used once. */
function takeReading(printId: string): ReturnType<typeof startReading> {
  const started = reading?.printId === printId ? reading.read : null;
  reading = null;
  return started ?? startReading(printId);
}

/**
 * Opens a print: unsent local edits first, else the server's copy, else the copy saved offline.
 * `copyTitle` names the copy of a closed tab's unsent edits that cannot be opened at the same time.
 */
export async function openPrint(printId: string, copyTitle: (title: string) => string): Promise<void> {
  closePrint();
  performance.mark('bindery:open-print');
  Object.assign(editorState, initialEditorState(), { status: 'loading', printId });
  // The worker starts while the document loads (thumbnails and photos use it; edits never wait).
  void renderClient();
  const [stored, others, remote] = await takeReading(printId);
  if (editorState.printId !== printId) return;
  // Only the server's own 401/403 asks for signing in; the unsent draft waits for that account.
  if (remote.kind === 'denied') {
    editorState.status = 'signIn';
    return;
  }
  editorState.unreachable = remote.kind === 'offline';
  const drafts = planDrafts(tabId(), stored, others);
  const plan = planStart(
    drafts.start,
    remote.kind === 'ok' ? { document: remote.print.document, revision: remote.print.revision } : null,
  );
  if (plan.from === 'nothing') {
    editorState.status = remote.kind === 'offline' ? 'failed' : 'missing';
    return;
  }
  // Both copies were validated where they came from (the server, readDrafts); this brings either
  // to the current schema and checks it once more before the editor takes it.
  const loaded = loadDocument(plan.document);
  if (!loaded.ok) {
    editorState.status = 'failed';
    return;
  }
  const editor = new Editor(loaded.document);
  /** The app's own changes not known to be on the server yet, to apply again on a newer copy. */
  const refinements: Refinement[] = [];
  let live = true;
  const autosave = createAutosave(
    printId,
    () => queue,
    () => (live ? editor : null),
  );
  const queue: SyncQueue = new SyncQueue({
    printId,
    baseRevision: plan.baseRevision,
    dirty: plan.dirty,
    transport: printTransport,
    document: () => editor.document,
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
      // The server's copy stays a plain object (valtio would proxy it, and proxies cannot be posted).
      editorState.sync = { ...state, conflict: state.conflict ? ref(state.conflict) : null };
      // A save that got through (or a conflict answer) means the server is reachable again.
      if (state.status === 'saved' || state.status === 'conflict') editorState.unreachable = false;
      autosave.soon();
    },
  });
  const stopListening = editor.subscribe((change: EditorChange) => {
    setDocument(change.document);
    editorState.canUndo = change.canUndo;
    editorState.canRedo = change.canRedo;
    if (change.source === 'user') {
      queue.changed();
      autosave.soon();
    }
    validateSoon();
    keepSelectionValid();
  });
  const online = () => {
    editorState.online = true;
    queue.flush();
  };
  const offline = () => {
    editorState.online = false;
  };
  const hidden = () => {
    if (document.visibilityState !== 'hidden') return;
    queue.flush();
    void autosave.flush();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', hidden);
  const opened: Session = {
    printId,
    editor,
    queue,
    refinements,
    chain: Promise.resolve(),
    dispose: () => {
      void autosave.flush().then(() => {
        live = false;
      });
      stopListening();
      queue.dispose();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', hidden);
    },
  };
  session = opened;
  editorState.sync = { ...queue.state, conflict: null };
  setDocument(editor.document);
  editorState.status = 'ready';
  validateSoon();
  opened.chain = (async () => {
    await autosave.flush();
    await tidyDrafts(drafts, copyTitle);
  })();
  autosaves.set(opened, autosave);
  await opened.chain.catch(() => {});
}

const autosaves = new WeakMap<Session, ReturnType<typeof createAutosave>>();

export function closePrint(): void {
  session?.dispose();
  session = null;
}

/**
 * A change made to the open document off the undo history, saved like an edit; `change` answers the
 * same document when there is nothing to do. The app's own ('auto': place names that arrived after
 * it opened, the draft's analysis) must give the same result when applied twice: when another copy
 * of the book saved first, they are applied again on the server's copy without asking the customer.
 * The customer's ('user': keep the best N) go to the conflict choice like any edit.
 */
export function refineDocument(change: Refinement, origin: ChangeOrigin = 'auto'): void {
  const s = session;
  const next = s && change(s.editor.document);
  if (!s || !next || next === s.editor.document) return;
  if (origin === 'auto') s.refinements.push(change);
  s.editor.receive(next);
  s.queue.changed(origin);
  autosaves.get(s)?.soon();
}

/** Reports a refused edit for the editor to show, and answers whether the edit went in. */
function attempt(work: (editor: Editor) => void): boolean {
  const s = session;
  if (!s) return false;
  try {
    work(s.editor);
    editorState.refused = null;
    return true;
  } catch (error) {
    editorState.refused = error instanceof Error ? error.message : String(error);
    return false;
  }
}

/**
 * One user edit, applied at once on the main thread; a refused op leaves the document as it was.
 * Answers a promise for the callers written when edits went through a worker.
 */
export function edit(op: Op): Promise<boolean> {
  return Promise.resolve(attempt((e) => e.apply(op)));
}

/** Several ops as one undo step (a dialog's changes, a theme and its clean-up), all or nothing. */
export function editTogether(ops: Op[]): Promise<boolean> {
  return Promise.resolve(attempt((e) => e.applyAll(ops)));
}

/** Opens a mark: edits until endGesture are one undo step (a drag, a pinch, a slider). */
export function beginGesture(): void {
  session?.editor.begin();
}

export function endGesture(): void {
  session?.editor.end();
}

/** Undoes the last step and shows the spread it changed. */
export function undoEdit(): Promise<void> {
  const s = session;
  if (s) land(s.editor.undo());
  return Promise.resolve();
}

/**
 * Lays the book out again from inner page `pageId` (the cover: from the first page) with a new
 * seed, one undo step, and shows where it starts. Pages before it stay as they are.
 */
export function shuffleFrom(pageId: string | null): void {
  const s = session;
  if (s?.editor.document.kind !== 'book') return;
  const doc = s.editor.document;
  const from = Math.max(
    0,
    doc.pages.findIndex((p) => p.id === pageId),
  );
  land(s.editor.relayout(from, (doc.layoutSeed + 1 + Math.floor(Math.random() * 1_000_000)) % 2_147_483_647));
}

/** Redoes the last undone step and shows the spread it changed. */
export function redoEdit(): Promise<void> {
  const s = session;
  if (s) land(s.editor.redo());
  return Promise.resolve();
}

export function select(frame: FrameRef | null): void {
  editorState.selected = frame;
}

export function showSpread(index: number): void {
  const doc = editorState.document;
  if (!doc) return;
  const clamped = Math.max(0, Math.min(spreadCount(doc) - 1, index));
  if (clamped !== editorState.spread) editorState.selected = null;
  editorState.spread = clamped;
  editorState.focusPageId = null;
}

/** Shows the spread holding page `pageId` (cover or inner page), that page in focus. */
export function showPage(pageId: string): void {
  const doc = editorState.document;
  if (!doc) return;
  const index = doc.cover?.id === pageId ? -1 : doc.pages.findIndex((p) => p.id === pageId);
  if (index < -1 || (index === -1 && doc.cover?.id !== pageId)) return;
  showSpread(spreadOfPage(doc, index));
  editorState.focusPageId = pageId;
}

/** Waits for the open print's pending work: the autosave of every edit so far, drafts tidied. */
export function settled(): Promise<unknown> {
  const s = session;
  if (!s) return Promise.resolve();
  return Promise.all([s.chain, autosaves.get(s)?.idle()]);
}

/**
 * Settles a conflict. The version not chosen is saved as a print of its own, so nothing is lost:
 * "keep mine" saves the server's copy aside and sends ours on top of its revision; "take theirs"
 * saves ours aside and opens the server's.
 */
export function resolveConflict(keepMine: boolean, copyTitle: (title: string) => string): Promise<boolean> {
  return enqueue(async (s) => {
    const theirs = s.queue.state.conflict;
    const mine = s.editor.document;
    if (!theirs) return false;
    const aside = keepMine ? theirs.document : mine;
    const copy = await saveAsCopy(aside, copyTitle(aside.title));
    if (!copy) return false;
    editorState.keptCopyId = copy.id;
    if (keepMine) {
      s.queue.settle(theirs.revision, true);
      return true;
    }
    const loaded = loadDocument(JSON.parse(JSON.stringify(theirs.document)));
    if (!loaded.ok) return false;
    s.queue.settle(theirs.revision, false);
    s.editor.reset(loaded.document);
    await autosaves.get(s)?.flush();
    return true;
  });
}
