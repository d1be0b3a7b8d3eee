import type { Context } from 'hono';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';

/**
 * Fair shares of a shared design (issue 54): no member, and no connection (a tab or device: the
 * member's client id), may take more of the server than its share. Batches, ops and op bytes a
 * second, presence posts a second (token buckets), a batch's size, and the live streams a member
 * holds open. Past a bucket the request is a 429 RATE_LIMITED with Retry-After (whole seconds)
 * and nothing of it is applied; the client waits that long and sends it again.
 *
 * The buckets live in this process's memory: a check costs no query, and on several app servers
 * each one counts its own requests (a member spread over N servers gets up to N shares). Memory is
 * bounded: each kind keeps at most MAX_KEYS keys, the least recently used dropped first (a dropped
 * key starts again full, as an idle one would).
 */

/** The most keys one bucket kind keeps (about 100 bytes each). */
export const MAX_KEYS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** Token buckets by key: each fills at `rate` tokens a second up to `burst`. */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly rate: number,
    readonly burst: number,
    private readonly maxKeys = MAX_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.buckets.size;
  }

  /** The tokens of `key` now (a key not seen is full). */
  private level(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.burst;
    return Math.min(this.burst, bucket.tokens + ((this.now() - bucket.at) / 1000) * this.rate);
  }

  /** A cost above the burst would never fit: it waits for a full bucket and takes it all. */
  private fit(cost: number): number {
    return Math.min(Math.max(cost, 0), this.burst);
  }

  /** Milliseconds until `cost` tokens are there; 0 when they are now. Takes nothing. */
  waitMs(key: string, cost: number): number {
    const missing = this.fit(cost) - this.level(key);
    return missing <= 0 ? 0 : Math.ceil((missing / this.rate) * 1000);
  }

  /** Takes `cost` tokens (the caller checked waitMs first). */
  take(key: string, cost: number): void {
    const tokens = this.level(key) - this.fit(cost);
    this.buckets.delete(key);
    if (this.buckets.size >= this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    this.buckets.set(key, { tokens, at: this.now() });
  }
}

export interface CollabLimitSettings {
  member: { batches: number; ops: number; bytes: number; presence: number };
  connection: { batches: number; ops: number; bytes: number; presence: number };
  /** How many seconds of its rate a bucket holds: the burst a quiet member may send at once. */
  burstSeconds: number;
  /** One batch's ops as JSON, at most (413 past it). */
  batchBytes: number;
  /** Live streams one member may hold open at once, across designs and devices. */
  streamsPerMember: number;
}

export function limitSettings(config: Config): CollabLimitSettings {
  return {
    member: {
      batches: config.COLLAB_MEMBER_BATCHES_PER_SECOND,
      ops: config.COLLAB_MEMBER_OPS_PER_SECOND,
      bytes: config.COLLAB_MEMBER_OP_BYTES_PER_SECOND,
      presence: config.COLLAB_MEMBER_PRESENCE_PER_SECOND,
    },
    connection: {
      batches: config.COLLAB_CONNECTION_BATCHES_PER_SECOND,
      ops: config.COLLAB_CONNECTION_OPS_PER_SECOND,
      bytes: config.COLLAB_CONNECTION_OP_BYTES_PER_SECOND,
      presence: config.COLLAB_CONNECTION_PRESENCE_PER_SECOND,
    },
    burstSeconds: config.COLLAB_LIMIT_BURST_SECONDS,
    batchBytes: config.COLLAB_BATCH_LIMIT_BYTES,
    streamsPerMember: config.COLLAB_MEMBER_STREAMS,
  };
}

/** Why a request waits: which limit, and how long (whole seconds, at least 1). */
export interface Refusal {
  limit: string;
  retryAfterSeconds: number;
}

/** How long a member past their open streams is told to wait: the time a closed tab takes to be noticed. */
export const STREAM_RETRY_SECONDS = 10;

type Kind = 'batches' | 'ops' | 'bytes' | 'presence';

/** The limits of one server's shared designs (see the top of this file). */
export class CollabLimits {
  private readonly buckets: Record<'member' | 'connection', Record<Kind, TokenBuckets>>;
  private readonly streams = new Map<string, number>();

  constructor(
    readonly settings: CollabLimitSettings,
    now: () => number = Date.now,
  ) {
    const make = (rates: CollabLimitSettings['member']) => {
      const one = (rate: number) => new TokenBuckets(rate, rate * settings.burstSeconds, MAX_KEYS, now);
      return {
        batches: one(rates.batches),
        ops: one(rates.ops),
        bytes: one(rates.bytes),
        presence: one(rates.presence),
      };
    };
    this.buckets = { member: make(settings.member), connection: make(settings.connection) };
  }

  /** Takes every cost, or none of them and says the longest wait. */
  private admit(userId: string, connection: string, costs: Partial<Record<Kind, number>>): Refusal | null {
    const keys = { member: userId, connection: `${userId}\u0000${connection}` };
    let worst: { limit: string; ms: number } | null = null;
    for (const scope of ['member', 'connection'] as const) {
      for (const [kind, cost] of Object.entries(costs) as [Kind, number][]) {
        const ms = this.buckets[scope][kind].waitMs(keys[scope], cost);
        if (ms > 0 && (!worst || ms > worst.ms)) worst = { limit: `${scope}-${kind}`, ms };
      }
    }
    if (worst) return { limit: worst.limit, retryAfterSeconds: Math.max(1, Math.ceil(worst.ms / 1000)) };
    for (const scope of ['member', 'connection'] as const) {
      for (const [kind, cost] of Object.entries(costs) as [Kind, number][])
        this.buckets[scope][kind].take(keys[scope], cost);
    }
    return null;
  }

  /**
   * Before the body is read: a member whose batches or bytes are used up now is refused without
   * the server reading, parsing and checking what they sent.
   */
  refuseEarly(userId: string, bodyBytes: number): Refusal | null {
    const batches = this.buckets.member.batches.waitMs(userId, 1);
    const bytes = this.buckets.member.bytes.waitMs(userId, bodyBytes);
    const ms = Math.max(batches, bytes);
    if (ms === 0) return null;
    return {
      limit: batches >= bytes ? 'member-batches' : 'member-bytes',
      retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
    };
  }

  admitBatch(userId: string, connection: string, ops: number, bytes: number): Refusal | null {
    return this.admit(userId, connection, { batches: 1, ops: Math.max(1, ops), bytes });
  }

  admitPresence(userId: string, connection: string): Refusal | null {
    return this.admit(userId, connection, { presence: 1 });
  }

  /** A stream slot for the member, or a refusal when they hold their share; the release is idempotent. */
  openStream(userId: string): { release: () => void } | Refusal {
    const open = this.streams.get(userId) ?? 0;
    if (open >= this.settings.streamsPerMember) {
      return { limit: 'member-streams', retryAfterSeconds: STREAM_RETRY_SECONDS };
    }
    this.streams.set(userId, open + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.streams.get(userId) ?? 1) - 1;
        if (left <= 0) this.streams.delete(userId);
        else this.streams.set(userId, left);
      },
    };
  }
}

// One set of limits per server (tests run several servers in one process, each on its own database).
const limits = new WeakMap<Database, CollabLimits>();
export function collabLimits(c: Context<AppEnv>): CollabLimits {
  let found = limits.get(c.var.database);
  if (!found) {
    found = new CollabLimits(limitSettings(c.var.config));
    limits.set(c.var.database, found);
  }
  return found;
}

/** The 429 of a refusal: Retry-After in whole seconds, and the error's code, message and details. */
export function rateLimited(c: Context<AppEnv>, refusal: Refusal): ApiError {
  const seconds = refusal.retryAfterSeconds;
  c.header('Retry-After', String(seconds));
  const what = refusal.limit.endsWith('streams')
    ? 'Too many live connections are open for this account'
    : 'Too many changes were sent at once';
  return new ApiError(
    429,
    'RATE_LIMITED',
    `${what}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    { details: { retryAfterSeconds: seconds, limit: refusal.limit } },
  );
}

/**
 * POST /print/collab/ops, before its body is read: 429 when the member has no batch (or bytes for
 * this body's length) left now.
 */
export function limitBeforeBatch(c: Context<AppEnv>, userId: string): void {
  const length = Number(c.req.header('content-length') ?? 0) || 0;
  const refusal = collabLimits(c).refuseEarly(userId, length);
  if (refusal) throw rateLimited(c, refusal);
}

/** POST /print/collab/ops, with its ops read: 413 past the batch size, 429 past a share. */
export function limitBatch(c: Context<AppEnv>, userId: string, clientId: string, ops: unknown[]): void {
  const limits = collabLimits(c);
  const bytes = JSON.stringify(ops).length;
  const max = limits.settings.batchBytes;
  if (bytes > max) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `A batch of ops is at most ${Math.floor(max / 1024)} KB.`, {
      details: { limitBytes: max },
    });
  }
  const refusal = limits.admitBatch(userId, clientId, ops.length, bytes);
  if (refusal) throw rateLimited(c, refusal);
}

/** POST /print/collab/presence: 429 past the presence share. */
export function limitPresence(c: Context<AppEnv>, userId: string, clientId: string): void {
  const refusal = collabLimits(c).admitPresence(userId, clientId);
  if (refusal) throw rateLimited(c, refusal);
}

/** GET /print/collab/stream: the member's stream slot (release it when the stream ends), or a 429. */
export function streamSlot(c: Context<AppEnv>, userId: string): () => void {
  const slot = collabLimits(c).openStream(userId);
  if ('limit' in slot) throw rateLimited(c, slot);
  return slot.release;
}

/**
 * Drops a live stream whose reader fell too far behind (stream-buffer.ts): what waits for it is
 * let go, and its socket closed, so the device sees the break at once and reconnects.
 */
export function dropStream(c: Context<AppEnv>, stream: { abort(): void }): void {
  stream.abort();
  const outgoing = (c.env as { outgoing?: { destroy?: () => void } } | undefined)?.outgoing;
  outgoing?.destroy?.();
}
