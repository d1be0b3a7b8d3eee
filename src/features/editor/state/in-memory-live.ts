import type { Presence } from '../../../../contract/api/collab';
import { type BookDocument, Sequencer } from '../../../../render-core';
import type { LiveDeps, LiveEvents, LiveState } from './live-types';
import type { MemoryWorld } from './in-memory-deps';

/**
 * One server of shared designs in memory, for sessions in tests: the server's rule (render-core's
 * Sequencer, one order per design) and its live stream, delivered a tick later as the network
 * would. Each device (`device(name)`) has its own store and can go offline.
 */
export class MemoryLiveServer {
  readonly designs = new Map<string, Sequencer>();
  private readonly listeners = new Map<string, Set<{ device: string; events: LiveEvents }>>();
  readonly offline = new Set<string>();
  readonly revoked = new Set<string>();
  readonly sent: { device: string; bytes: number }[] = [];

  constructor(prints: Record<string, BookDocument>) {
    for (const [id, doc] of Object.entries(prints)) this.designs.set(id, new Sequencer(doc, 1));
  }

  /** The deps of one device: its transport to this server and its own store. */
  device(name: string, kept = new Map<string, LiveState>()): LiveDeps & { kept: Map<string, LiveState> } {
    const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));
    const down = () => this.offline.has(name);
    return {
      kept,
      store: {
        read: async (printId) => [...kept.values()].filter((s) => s.printId === printId),
        write: async (state) => void kept.set(`${state.printId}#${state.clientId}`, structuredClone(state)),
        remove: async (printId, clientId) => void kept.delete(`${printId}#${clientId}`),
      },
      transport: {
        send: async (printId, batch) => {
          if (down()) return later({ kind: 'offline' as const });
          if (this.revoked.has(name))
            return later({ kind: 'forbidden' as const, reason: 'revoked', removed: true });
          this.sent.push({ device: name, bytes: JSON.stringify(batch).length });
          const answer = this.designs.get(printId)!.submit(batch);
          if (answer.status === 'refused') return later({ kind: 'refused' as const, reason: answer.message });
          const sequenced = { ...batch, seq: answer.seq };
          for (const l of this.listeners.get(printId) ?? [])
            setTimeout(() => !down() && l.events.ops(sequenced), 0);
          return later({ kind: 'accepted' as const, seq: answer.seq });
        },
        since: async (printId, seq) => {
          if (down()) return later({ kind: 'offline' as const });
          const batches = this.designs.get(printId)!.since(seq);
          return later(batches ? { kind: 'ok' as const, batches } : { kind: 'gone' as const });
        },
        reload: async (printId) => {
          const design = this.designs.get(printId)!;
          return { document: design.document, revision: design.seq };
        },
        listen: (printId, events) => {
          const entry = { device: name, events };
          const set = this.listeners.get(printId) ?? new Set();
          this.listeners.set(printId, set.add(entry));
          setTimeout(() => !down() && events.open(), 0);
          return () => set.delete(entry);
        },
        presence: async (printId, body) => {
          const presence: Presence = {
            ...body,
            userId: `user-${name}`,
            name,
            colour: '#1f77b4',
            expiresAt: new Date(Date.now() + 30_000).toISOString(),
          };
          for (const l of this.listeners.get(printId) ?? []) setTimeout(() => l.events.presence(presence), 0);
        },
      },
    };
  }

  /** The device loses the network: its streams break (and say so). */
  disconnect(name: string): void {
    this.offline.add(name);
    for (const set of this.listeners.values())
      for (const l of set) if (l.device === name) setTimeout(() => l.events.closed(), 0);
  }

  /** The device comes back: its streams open again (and fetch what they missed). */
  reconnect(name: string): void {
    this.offline.delete(name);
    for (const set of this.listeners.values())
      for (const l of set) if (l.device === name) setTimeout(() => l.events.open(), 0);
  }

  revoke(name: string): void {
    this.revoked.add(name);
    for (const set of this.listeners.values())
      for (const l of set) if (l.device === name) setTimeout(() => l.events.revoked(), 0);
  }

  /** Makes `world` open `printId` as this server's shared design (its fetchPrint answers it). */
  serve(world: MemoryWorld, name: string, access: LiveState['access'] = 'owner'): void {
    world.deps.live = this.device(name);
    world.deps.fetchPrint = async (printId) => {
      const design = this.designs.get(printId);
      if (!design) return { kind: 'missing', status: 404 };
      if (this.offline.has(name)) return { kind: 'offline' };
      if (this.revoked.has(name)) return { kind: 'removed' };
      const print = { id: printId, document: design.document, revision: design.seq };
      return { kind: 'ok', print: print as never, collab: { access, shared: true } };
    };
  }
}
