import { subscribe } from 'valtio';
import {
  applyOps,
  type BookDocument,
  type CollabOp,
  type Editor,
  type EditorChange,
  loadDocument,
  Replica,
} from '../../../../render-core';
import { LiveLink } from './live-link';
import type { LiveDeps, LiveState } from './live-types';
import type { Opening } from './session-open';
import type { DesignAccess, EditorUi } from './session-ui';
import type { SessionDeps } from './session-deps';

/** How a shared design opens: its replica (this tab's, restored or new) and closed tabs' unsent batches. */
export interface LiveOpening {
  deps: LiveDeps;
  replica: Replica;
  access: DesignAccess;
  /** Kept states of closed tabs with batches never sent: sent as they are, then forgotten. */
  adopt: LiveState[];
}

const loaded = (doc: unknown): BookDocument | null => {
  const result = loadDocument(JSON.parse(JSON.stringify(doc)));
  return result.ok ? result.document : null;
};

/**
 * Whether the design opens live (shared, or this device holds a live state of it) and from what:
 * this tab's kept state when the server has not moved past it wrongly (its batches are sent and
 * the missed ones fetched), else the server's copy, else (offline, never live here) the opened copy.
 * Null: the design is not shared; it opens as before (whole-document saves), or not at all.
 */
export async function planLive(
  deps: SessionDeps,
  opening: Opening,
  /** The live states this device kept of the print (read with the rest, startReading). */
  states: readonly LiveState[],
): Promise<LiveOpening | null> {
  const live = deps.live;
  if (!live || opening.kind === 'signIn' || opening.kind === 'removed') return null;
  const ready = opening.kind === 'ready' ? opening : null;
  const tab = deps.drafts.tabId();
  const mine = states.find((s) => s.clientId === tab);
  if (!ready?.collab?.shared && !mine) return null;
  const openTabs = await deps.drafts.liveTabs().catch(() => new Set<string>());
  const adopt = states.filter((s) => s !== mine && s.pending.length > 0 && !openTabs.has(s.clientId));
  const access = ready?.collab?.access ?? mine?.access ?? 'owner';
  const server = ready?.server ? loaded(ready.server.document) : null;
  const serverRevision = ready?.server?.revision ?? Number.POSITIVE_INFINITY;
  const kept = mine ? loaded(mine.confirmed) : null;
  let replica: Replica;
  if (mine && kept && mine.seq <= serverRevision) {
    replica = new Replica(tab, kept, mine.seq, mine.pending, mine.nextBatch);
  } else if (server) {
    // A batch number from the clock: a tab that lost its kept state never repeats an old batch id.
    replica = new Replica(tab, server, serverRevision, [], deps.now());
  } else if (ready) {
    replica = new Replica(tab, ready.document, ready.baseRevision, [], deps.now());
  } else return null;
  return { deps: live, replica, access, adopt };
}

/** Sends closed tabs' unsent batches as they are (the server applies a batch id once), then forgets them. */
export async function adoptClosedTabs(live: LiveDeps, printId: string, states: readonly LiveState[]) {
  for (const state of states) {
    let done = true;
    for (const batch of state.pending) {
      const answer = await live.transport.send(printId, batch);
      if (answer.kind === 'offline' || answer.kind === 'failed') {
        done = false;
        break;
      }
    }
    if (done) await live.store.remove(printId, state.clientId).catch(() => {});
  }
}

/**
 * The tag of the ids this device makes in a shared design (render-core's `idTag`: `p21.3f9a0c1e`),
 * so two people adding a page at the same moment never make the same id: from the tab's id.
 */
export function idTagOf(clientId: string): string {
  const letters = clientId.toLowerCase().replace(/[^a-z0-9]/g, '');
  return letters.slice(0, 8) || 'x';
}

/** Whether this person may change the design (a viewer, a copier and a contributor may not). */
export const mayEdit = (ui: { readonly collab: Pick<EditorUi['collab'], 'live' | 'revoked' | 'access'> }) =>
  !ui.collab.live || (!ui.collab.revoked && (ui.collab.access === 'owner' || ui.collab.access === 'edit'));

/** The page in view, for the others' presence: the page in focus, else the spread's first. */
export function pageInView(doc: BookDocument, ui: EditorUi): string | null {
  if (ui.focusPageId) return ui.focusPageId;
  if (doc.cover && ui.spread === 0) return doc.cover.id;
  const first = doc.cover ? (ui.spread - 1) * 2 : ui.spread * 2;
  return doc.pages[first]?.id ?? null;
}

/**
 * Joins an open shared design to its live link: the editor's changes go out, the page's signals
 * (online, hidden) send what waits, where I am goes to the others; answers the link and the stop.
 */
export function wireLive(
  printId: string,
  ui: EditorUi,
  deps: SessionDeps,
  opening: LiveOpening,
  editor: Editor,
  changed: (change: EditorChange) => void,
): { live: LiveLink; stop: () => void } {
  const live = new LiveLink({
    printId,
    access: opening.access,
    replica: opening.replica,
    deps: opening.deps,
    ui,
    current: () => editor.document,
    receive: (doc) => editor.receive(doc),
    afterPaint: deps.afterPaint,
    now: deps.now,
  });
  const stopListening = editor.subscribe(changed);
  const stopWatching = deps.watchPage({
    online: () => {
      ui.online = true;
      live.flush();
    },
    offline: () => {
      ui.online = false;
    },
    hidden: () => live.flush(),
  });
  let shown = '';
  const stopWhere = subscribe(ui, () => {
    const pageId = pageInView(editor.document, ui);
    const selection = ui.selected ? [ui.selected.frameId] : [];
    const key = JSON.stringify([pageId, selection]);
    if (key === shown) return;
    shown = key;
    live.showWhere(pageId, selection);
  });
  void adoptClosedTabs(opening.deps, printId, opening.adopt);
  const stop = () => {
    stopListening();
    stopWatching();
    stopWhere();
    live.dispose();
  };
  return { live, stop };
}

/**
 * Answers a live notice: a value of mine someone replaced (keep mine: it is set again) or an edit
 * made away that met another's (issue 54: keep mine or theirs). The notice goes; answers the change
 * that sets the kept value as a new edit, or null when the kept one is already there.
 */
export function settleNotice(
  ui: EditorUi,
  id: string,
  keep: 'mine' | 'theirs',
): ((doc: BookDocument) => BookDocument) | null {
  const lost = ui.collab.lost.find((n) => n.id === id);
  const away = ui.collab.away.find((n) => n.id === id);
  ui.collab.lost = ui.collab.lost.filter((n) => n.id !== id);
  ui.collab.away = ui.collab.away.filter((n) => n.id !== id);
  const notice = lost ?? away;
  if (!notice) return null;
  // The design holds theirs, except where my edit made away replaced it.
  const holdsMine = away?.side === 'mine';
  if ((keep === 'mine') === holdsMine) return null;
  const ops = notice.changes.map(
    (c) => ({ kind: 'set', path: c.path, value: keep === 'mine' ? c.mine : c.theirs }) as CollabOp,
  );
  return (doc) => applyOps(doc, ops).document;
}
