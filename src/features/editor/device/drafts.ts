import { createStore, del, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { loadDocument } from '../../../../render-core';
import type { LocalDraft } from '../state/start-from';
import type { TabDraft } from '../state/tab-drafts';

let store: UseStore | null = null;
const drafts = () => {
  store ??= createStore('bindery-editor', 'drafts');
  return store;
};

const savedSchema = z.object({
  printId: z.string().min(1),
  /** Drafts written before tabs kept their own have none: they count as a closed tab's. */
  tabId: z.string().min(1).default('earlier'),
  document: z.unknown(),
  baseRevision: z.number().int().nonnegative(),
  dirty: z.boolean(),
  savedAt: z.number(),
});

/** Where a tab's draft of a print is kept: `print id` + `#` + `tab id` (older drafts: the print id). */
const draftKey = (printId: string, tabId: string) => `${printId}#${tabId}`;
const keyOf = (draft: TabDraft) =>
  draft.tabId === 'earlier' ? draft.printId : draftKey(draft.printId, draft.tabId);

/** Every draft of a print on this device, validated (and migrated) like any stored document. */
export async function readDrafts(printId: string): Promise<TabDraft[]> {
  // Only this print's keys: the print id itself (an older draft) and `id#…`.
  const range = IDBKeyRange.bound(printId, `${printId}#\uffff`);
  const values = await drafts()('readonly', (s) => promisifyRequest(s.getAll(range))).catch(
    () => [] as unknown[],
  );
  const out: TabDraft[] = [];
  for (const value of values) {
    const parsed = savedSchema.safeParse(value);
    if (!parsed.success || parsed.data.printId !== printId) continue;
    const loaded = loadDocument(parsed.data.document);
    if (loaded.ok) out.push({ ...parsed.data, document: loaded.document });
  }
  return out;
}

/** A draft of the print for showing its state: one with unsent edits if any tab has some. */
export async function readDraft(printId: string): Promise<LocalDraft | undefined> {
  const all = await readDrafts(printId);
  return all.find((d) => d.dirty) ?? all[0];
}

/** One put per save, so a draft is never half-written; each tab writes only its own. */
export function writeDraft(draft: LocalDraft): Promise<void> {
  return set(draftKey(draft.printId, tabId()), { ...draft, tabId: tabId() }, drafts());
}

export function removeDraft(draft: TabDraft): Promise<void> {
  return del(keyOf(draft), drafts());
}

const TAB_KEY = 'bindery-editor-tab';
const LOCK_PREFIX = 'bindery-editor-tab:';
let tab: string | null = null;
let claimed: Promise<void> | null = null;

/** This tab's id: kept for the tab's life (a reload keeps it), unique among open tabs. */
export function tabId(): string {
  if (tab) return tab;
  try {
    tab = sessionStorage.getItem(TAB_KEY);
  } catch {
    tab = null;
  }
  if (!tab) setTab(crypto.randomUUID());
  return tab!;
}

function setTab(id: string) {
  tab = id;
  try {
    sessionStorage.setItem(TAB_KEY, id);
  } catch {
    // Without session storage a reload is a new tab; its old draft is then taken over as a closed tab's.
  }
}

/**
 * Holds a lock named after this tab for as long as the page lives, so other tabs can tell its
 * drafts are in use. A duplicated tab starts with a copy of the session storage, hence the same
 * id: it finds the lock taken and picks a new id.
 */
export function claimTab(): Promise<void> {
  claimed ??= (async () => {
    if (typeof navigator === 'undefined' || !navigator.locks) return;
    for (;;) {
      const got = await new Promise<boolean>((resolve) => {
        void navigator.locks.request(`${LOCK_PREFIX}${tabId()}`, { ifAvailable: true }, (lock) => {
          resolve(lock !== null);
          // Held until the page goes away.
          return lock ? new Promise<void>(() => {}) : undefined;
        });
      });
      if (got) return;
      setTab(crypto.randomUUID());
    }
  })().catch(() => {});
  return claimed;
}

/** The ids of the other tabs open now (none known without the Web Locks API). */
export async function liveTabs(): Promise<Set<string>> {
  if (typeof navigator === 'undefined' || !navigator.locks) return new Set();
  const snapshot = await navigator.locks.query().catch(() => ({ held: [] as LockInfo[] }));
  const ids = (snapshot.held ?? [])
    .map((l) => l.name ?? '')
    .filter((n) => n.startsWith(LOCK_PREFIX))
    .map((n) => n.slice(LOCK_PREFIX.length));
  return new Set(ids.filter((id) => id !== tabId()));
}
