import type { Presence } from '../../contract/api/collab';

/** How long a presence lasts without being sent again. */
export const PRESENCE_TTL_MS = 30_000;

/** Eight colours that read on white pages and on each other; a person keeps theirs everywhere. */
export const PRESENCE_PALETTE = [
  '#d9480f',
  '#1971c2',
  '#2f9e44',
  '#ae3ec9',
  '#e8590c',
  '#0c8599',
  '#c2255c',
  '#5f3dc4',
] as const;

export function colourFor(userUuid: string): string {
  let hash = 0;
  for (let i = 0; i < userUuid.length; i++) hash = (hash * 31 + userUuid.charCodeAt(i)) >>> 0;
  return PRESENCE_PALETTE[hash % PRESENCE_PALETTE.length]!;
}

/**
 * Who is in which design right now, in memory: one entry per client (a tab), dropped once its
 * `expiresAt` has passed. Nothing here outlives the process; presence is sent again every few
 * seconds, so a restarted server knows everyone again within one interval.
 */
export class PresenceBoard {
  private readonly designs = new Map<string, Map<string, Presence>>();

  constructor(private readonly now: () => number = Date.now) {}

  set(printId: string, presence: Presence): void {
    let clients = this.designs.get(printId);
    if (!clients) {
      clients = new Map();
      this.designs.set(printId, clients);
    }
    // Keyed by person and tab: posting another's client id sets one's own presence, not theirs.
    clients.set(`${presence.userId}/${presence.clientId}`, presence);
    this.prune(printId);
  }

  /** Drops a client (its stream closed, or its access was revoked). */
  remove(printId: string, predicate: (p: Presence) => boolean): void {
    const clients = this.designs.get(printId);
    if (!clients) return;
    for (const [id, p] of clients) if (predicate(p)) clients.delete(id);
    if (clients.size === 0) this.designs.delete(printId);
  }

  list(printId: string): Presence[] {
    this.prune(printId);
    return [...(this.designs.get(printId)?.values() ?? [])];
  }

  private prune(printId: string): void {
    const now = this.now();
    this.remove(printId, (p) => Date.parse(p.expiresAt) <= now);
  }
}
