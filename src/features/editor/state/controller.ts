import { applyPatches } from 'immer';
import { ref } from 'valtio';
import { type BookDocument, type FrameRef, type Op, type Patch, spreadCount } from '../../../../render-core';
import { spreadOfPage } from './spread-of-page';
import { createRenderClient, type RenderClient } from '../../../../workers/render-client';
import { claimTab, liveTabs, readDrafts, removeDraft, tabId, writeDraft } from './drafts';
import { editorState, initialEditorState, setDocument, setFindings } from './editor-store';
import { planStart } from './start-from';
import { SyncQueue } from './sync-queue';
import { type DraftPlan, planDrafts } from './tab-drafts';
import { fetchPrint, printTransport, saveAsCopy } from './transport';

interface Session {
  printId: string;
  client: RenderClient;
  queue: SyncQueue;
  /** Edits run one after another, in the order they were made. */
  chain: Promise<unknown>;
  dispose: () => void;
}

let session: Session | null = null;
let clientPromise: Promise<RenderClient> | null = null;

/** One render client for the app: the worker outlives a page change. */
export function renderClient(): Promise<RenderClient> {
  clientPromise ??= createRenderClient();
  return clientPromise;
}

function current(): Session {
  if (!session) throw new Error('the editor has no print open');
  return session;
}

function autosave(document: BookDocument) {
  const s = session;
  if (!s) return Promise.resolve();
  return writeDraft({
    printId: s.printId,
    document,
    baseRevision: s.queue.state.baseRevision,
    dirty: s.queue.state.dirty,
    savedAt: Date.now(),
  }).catch(() => {
    // A full or blocked IndexedDB: the sync queue still carries the edit to the server.
  });
}

let validateTimer: ReturnType<typeof setTimeout> | null = null;
function validateSoon() {
  if (validateTimer) clearTimeout(validateTimer);
  validateTimer = setTimeout(() => {
    const s = session;
    if (!s) return;
    void s.client.validate().then(
      (findings) => session === s && setFindings(findings),
      () => {},
    );
  }, 150);
}

function takePatches(patches: Patch[], canUndo: boolean, canRedo: boolean, fromUser: boolean) {
  if (patches.length > 0 && editorState.document) {
    setDocument(applyPatches(editorState.document, patches));
    if (fromUser) {
      current().queue.changed();
      void autosave(editorState.document!);
    }
    validateSoon();
    keepSelectionValid();
  }
  editorState.canUndo = canUndo;
  editorState.canRedo = canRedo;
}

function keepSelectionValid() {
  const doc = editorState.document;
  if (!doc) return;
  editorState.spread = Math.min(editorState.spread, spreadCount(doc) - 1);
  const sel = editorState.selected;
  if (!sel) return;
  const page = [doc.cover, ...doc.pages].find((p) => p?.id === sel.pageId);
  if (!page?.frames.some((f) => f.id === sel.frameId)) editorState.selected = null;
}

function enqueue<T>(work: (s: Session) => Promise<T>): Promise<T> {
  const s = current();
  const next = s.chain.then(() => {
    if (!s.client) throw new Error('the editor could not load this print');
    return work(s);
  });
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

/**
 * Opens a print: unsent local edits first, else the server's copy, else the copy saved offline.
 * `copyTitle` names the copy of a closed tab's unsent edits that cannot be opened at the same time.
 */
export async function openPrint(printId: string, copyTitle: (title: string) => string): Promise<void> {
  closePrint();
  performance.mark('bindery:open-print');
  Object.assign(editorState, initialEditorState(), { status: 'loading', printId });
  // The worker starts while the document loads; the first spread does not wait for it.
  const clientReady = renderClient();
  const [stored, others, remote] = await Promise.all([
    claimTab().then(() => readDrafts(printId)),
    claimTab().then(liveTabs),
    fetchPrint(printId),
  ]);
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
  const queue = new SyncQueue({
    printId,
    baseRevision: plan.baseRevision,
    dirty: plan.dirty,
    transport: printTransport,
    document: () => editorState.document!,
    onChange: (state) => {
      // The server's copy stays a plain object (valtio would proxy it, and proxies cannot be posted).
      editorState.sync = { ...state, conflict: state.conflict ? ref(state.conflict) : null };
      // A save that got through (or a conflict answer) means the server is reachable again.
      if (state.status === 'saved' || state.status === 'conflict') editorState.unreachable = false;
      if (editorState.document) void autosave(editorState.document);
    },
  });
  const online = () => {
    editorState.online = true;
    queue.flush();
  };
  const offline = () => {
    editorState.online = false;
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') queue.flush();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', hidden);
  const opened: Session = {
    printId,
    client: null as unknown as RenderClient,
    queue,
    chain: Promise.resolve(),
    dispose: () => {
      queue.dispose();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', hidden);
    },
  };
  session = opened;
  editorState.sync = { ...queue.state, conflict: null };
  // Both copies were validated where they came from (the server, readDraft), so draw at once.
  setDocument(plan.document);
  editorState.status = 'ready';
  // Edits wait in the chain until the engine holds the document.
  const loading = (async () => {
    const client = await clientReady;
    const loaded = await client.load(plan.document);
    if (!loaded.ok) throw new Error(loaded.message);
    opened.client = client;
    if (session !== opened) return;
    setDocument(loaded.document);
    await autosave(loaded.document);
    validateSoon();
    await tidyDrafts(drafts, copyTitle);
  })();
  opened.chain = loading;
  await loading.catch(() => {
    if (session === opened) editorState.status = 'failed';
  });
}

export function closePrint(): void {
  session?.dispose();
  session = null;
}

/** One user edit through the engine; a refused op leaves the document as it was. */
export function edit(op: Op): Promise<boolean> {
  return enqueue(async (s) => {
    try {
      const r = await s.client.applyOp(op);
      takePatches(r.patches, r.canUndo, r.canRedo, true);
      editorState.refused = null;
      return true;
    } catch (error) {
      editorState.refused = error instanceof Error ? error.message : String(error);
      return false;
    }
  });
}

/** Several ops as one undo step (a dialog's changes, a theme and its clean-up). */
export function editTogether(ops: Op[]): Promise<boolean> {
  return enqueue(async (s) => {
    await s.client.beginInteraction();
    let ok = true;
    for (const op of ops) {
      try {
        const r = await s.client.applyOp(op);
        takePatches(r.patches, r.canUndo, r.canRedo, true);
      } catch (error) {
        editorState.refused = error instanceof Error ? error.message : String(error);
        ok = false;
        break;
      }
    }
    const r = await s.client.endInteraction();
    takePatches([], r.canUndo, r.canRedo, true);
    return ok;
  });
}

export function undoEdit(): Promise<void> {
  return enqueue(async (s) => {
    const r = await s.client.undo();
    takePatches(r.patches, r.canUndo, r.canRedo, true);
  });
}

export function redoEdit(): Promise<void> {
  return enqueue(async (s) => {
    const r = await s.client.redo();
    takePatches(r.patches, r.canUndo, r.canRedo, true);
  });
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

/** Wait for every edit so far to reach the engine and the autosave. */
export function settled(): Promise<unknown> {
  return session ? session.chain : Promise.resolve();
}

/**
 * Settles a conflict. The version not chosen is saved as a print of its own, so nothing is lost:
 * "keep mine" saves the server's copy aside and sends ours on top of its revision; "take theirs"
 * saves ours aside and opens the server's.
 */
export function resolveConflict(keepMine: boolean, copyTitle: (title: string) => string): Promise<boolean> {
  return enqueue(async (s) => {
    const theirs = s.queue.state.conflict;
    const mine = editorState.document;
    if (!theirs || !mine) return false;
    const aside = keepMine ? theirs.document : mine;
    const copy = await saveAsCopy(aside, copyTitle(aside.title));
    if (!copy) return false;
    editorState.keptCopyId = copy.id;
    if (keepMine) {
      s.queue.settle(theirs.revision, true);
      return true;
    }
    // A fresh plain copy for the worker: structured clone refuses anything a store has wrapped.
    const loaded = await s.client.load(JSON.parse(JSON.stringify(theirs.document)));
    if (!loaded.ok) return false;
    s.queue.settle(theirs.revision, false);
    setDocument(loaded.document);
    editorState.canUndo = false;
    editorState.canRedo = false;
    keepSelectionValid();
    await autosave(loaded.document);
    validateSoon();
    return true;
  });
}
