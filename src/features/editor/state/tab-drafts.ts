import type { LocalDraft } from './start-from';

/** A draft as it is kept on this device: one per print and browser tab. */
export interface TabDraft extends LocalDraft {
  /** The tab that wrote it; another tab never overwrites it. */
  tabId: string;
}

export interface DraftPlan {
  /** What this tab starts from (before the server's copy is weighed against it), if anything. */
  start: TabDraft | undefined;
  /** Drafts of closed tabs this tab takes over: removed once this tab has saved its own. */
  adopt: TabDraft[];
  /** Unsent edits of closed tabs that are not opened here: kept as prints of their own. */
  setAside: TabDraft[];
}

const newestFirst = (a: TabDraft, b: TabDraft) => b.savedAt - a.savedAt;

/**
 * Which of a print's drafts on this device a tab opens. Each tab keeps its own draft, so two tabs
 * never overwrite each other's unsent edits. A tab opens its own draft when it holds unsent edits;
 * otherwise it takes over the newest unsent edits a closed tab left, or its own clean draft. Other
 * unsent edits of closed tabs are set aside (saved as prints of their own) rather than dropped.
 * Drafts of tabs still open are theirs: at most one is a starting copy when this tab has nothing else
 * (offline).
 */
export function planDrafts(
  tabId: string,
  drafts: readonly TabDraft[],
  liveTabs: ReadonlySet<string>,
): DraftPlan {
  const own = drafts.find((d) => d.tabId === tabId);
  const orphans = drafts.filter((d) => d.tabId !== tabId && !liveTabs.has(d.tabId)).sort(newestFirst);
  const live = drafts.filter((d) => d.tabId !== tabId && liveTabs.has(d.tabId)).sort(newestFirst);
  const unsent = orphans.filter((d) => d.dirty);
  const start = (own?.dirty ? own : undefined) ?? unsent[0] ?? own ?? orphans[0] ?? live[0];
  return {
    start,
    adopt: orphans.filter((d) => !d.dirty || d === start),
    setAside: unsent.filter((d) => d !== start),
  };
}
