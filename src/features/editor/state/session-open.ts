import { type BookDocument, loadDocument } from '../../../../render-core';
import type { LiveState } from './live-types';
import type { SessionDeps } from './session-deps';
import type { DesignAccess } from './session-ui';
import { planStart } from './start-from';
import { type DraftPlan, planDrafts } from './tab-drafts';

/**
 * What opening a print reads, all at once: this device's drafts, the other tabs, the server's copy,
 * and the live states this device kept of it (planLive's; read here, not after the rest, since on a
 * busy page each read of the device's database waits its turn).
 */
export function startReading(deps: SessionDeps, printId: string) {
  const { drafts } = deps;
  return Promise.all([
    drafts.claimTab().then(() => drafts.read(printId)),
    drafts.claimTab().then(() => drafts.liveTabs()),
    deps.fetchPrint(printId),
    deps.live ? deps.live.store.read(printId).catch(() => [] as LiveState[]) : ([] as LiveState[]),
  ]);
}
export type Reading = ReturnType<typeof startReading>;

export type Opening =
  | { kind: 'signIn' }
  /** The owner removed me from this shared design: nothing of it opens, its copies here go. */
  | { kind: 'removed' }
  | { kind: 'failed' | 'missing'; unreachable: boolean }
  | {
      kind: 'ready';
      document: BookDocument;
      baseRevision: number;
      dirty: boolean;
      unreachable: boolean;
      drafts: DraftPlan;
      /** The server's copy as it answered (null: not reached), and how the caller may work on it. */
      server: { document: unknown; revision: number } | null;
      collab: { access: DesignAccess; shared: boolean } | null;
    };

/**
 * What a print opens as: unsent local edits first, else the server's copy, else the copy saved
 * offline. Only the server's own 401/403 asks for signing in; the unsent draft waits for that account.
 */
export async function planOpening(deps: SessionDeps, reading: Reading): Promise<Opening> {
  const [stored, others, remote] = await reading;
  if (remote.kind === 'denied') return { kind: 'signIn' };
  if (remote.kind === 'removed') return { kind: 'removed' };
  const unreachable = remote.kind === 'offline';
  const drafts = planDrafts(deps.drafts.tabId(), stored, others);
  const plan = planStart(
    drafts.start,
    remote.kind === 'ok' ? { document: remote.print.document, revision: remote.print.revision } : null,
  );
  if (plan.from === 'nothing') return { kind: unreachable ? 'failed' : 'missing', unreachable };
  // Both copies were validated where they came from (the server, the draft store); this brings
  // either to the current schema and checks it once more before the editor takes it.
  const loaded = loadDocument(plan.document);
  if (!loaded.ok) return { kind: 'failed', unreachable };
  return {
    kind: 'ready',
    document: loaded.document,
    baseRevision: plan.baseRevision,
    dirty: plan.dirty,
    unreachable,
    drafts,
    server:
      remote.kind === 'ok' ? { document: remote.print.document, revision: remote.print.revision } : null,
    collab: remote.kind === 'ok' ? (remote.collab ?? null) : null,
  };
}

/**
 * Keeps the unsent edits of closed tabs that this tab does not open as prints of their own, and
 * removes the drafts this tab took over once its own draft holds their document. Calls `setAside`
 * for each copy saved.
 */
export async function tidyDrafts(
  deps: SessionDeps,
  drafts: DraftPlan,
  copyTitle: (title: string) => string,
  setAside: () => void,
): Promise<void> {
  for (const adopted of drafts.adopt) await deps.drafts.remove(adopted).catch(() => {});
  for (const aside of drafts.setAside) {
    const copy = await deps.saveAsCopy(aside.document, copyTitle(aside.document.title));
    if (!copy) return; // Offline or refused: the draft stays, for the next time the print opens.
    await deps.drafts.remove(aside).catch(() => {});
    setAside();
  }
}

/**
 * A design I was removed from leaves this device (issue 54): its drafts and kept live states, with
 * the batches they still held (the server would refuse them). Failures are left for the next open.
 */
export async function forgetDesign(deps: SessionDeps, printId: string, reading: Reading): Promise<void> {
  const [stored, , , states] = await reading;
  await Promise.all([
    ...stored.map((draft) => deps.drafts.remove(draft).catch(() => {})),
    ...states.map((state) => deps.live?.store.remove(printId, state.clientId).catch(() => {})),
  ]);
}
