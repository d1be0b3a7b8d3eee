import type { BookDocument } from '../../../../render-core';
import type { PageSignals, SessionDeps } from './session-deps';
import type { LocalDraft } from './start-from';
import type { SaveAnswer } from './sync-queue';
import type { TabDraft } from './tab-drafts';

/** A server and a device in memory, for sessions in tests and previews: no DOM, network or IndexedDB. */
export interface MemoryWorld {
  deps: SessionDeps;
  /** Every save the sync queue sent, and every draft written, in order. */
  saves: { printId: string; baseRevision: number; document: BookDocument }[];
  drafts: Map<string, TabDraft>;
  /** The server's prints by id (revision and document). */
  server: Map<string, { revision: number; document: BookDocument }>;
  copies: BookDocument[];
  /** The page's signals of the sessions watching it now. */
  watchers: Set<PageSignals>;
}

/** In-memory deps; `server` starts with the given prints at revision 1. */
export function memoryWorld(prints: Record<string, BookDocument> = {}, tabId = 'tab-1'): MemoryWorld {
  const server = new Map(Object.entries(prints).map(([id, document]) => [id, { revision: 1, document }]));
  const world: MemoryWorld = {
    saves: [],
    drafts: new Map(),
    server,
    copies: [],
    watchers: new Set(),
    deps: null!,
  };
  world.deps = {
    transport: {
      async save(printId, baseRevision, document): Promise<SaveAnswer> {
        world.saves.push({ printId, baseRevision, document });
        const held = server.get(printId);
        if (held && held.revision !== baseRevision) return { kind: 'conflict', current: held };
        const revision = baseRevision + 1;
        server.set(printId, { revision, document });
        return { kind: 'saved', revision };
      },
    },
    async fetchPrint(printId) {
      const held = server.get(printId);
      if (!held) return { kind: 'missing', status: 404 };
      return { kind: 'ok', print: { id: printId, ...held } as never };
    },
    async saveAsCopy(document) {
      world.copies.push(document);
      return { id: `copy-${world.copies.length}` };
    },
    drafts: {
      read: async (printId) => [...world.drafts.values()].filter((d) => d.printId === printId),
      write: async (draft: LocalDraft) => {
        world.drafts.set(`${draft.printId}#${tabId}`, { ...draft, tabId });
      },
      remove: async (draft) => {
        world.drafts.delete(`${draft.printId}#${draft.tabId}`);
      },
      tabId: () => tabId,
      claimTab: async () => {},
      liveTabs: async () => new Set(),
    },
    watchPage(signals) {
      world.watchers.add(signals);
      return () => world.watchers.delete(signals);
    },
    afterPaint: (fn) => setTimeout(fn, 0),
    isOnline: () => true,
    now: () => 0,
    warmUp: () => {},
    syncDebounceMs: 0,
  };
  return world;
}
