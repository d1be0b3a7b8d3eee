import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { rateLimits } from './schema';

export interface RateRule {
  /** What is counted, e.g. `signin:email:ann@example.com`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt in a fixed window and says whether it is within the limit. The counter is a
 * row in the database, so every app server sees the same count.
 */
export async function hitRateLimit(db: Db, rule: RateRule, now = Date.now()): Promise<RateResult> {
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = rows[0]?.count ?? 1;
  if (Math.random() < 0.02) {
    await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
  }
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000);
  return { allowed: count <= rule.limit, retryAfterSeconds };
}

export function rateLimitedError(retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(
    429,
    'RATE_LIMITED',
    `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { details: { retryAfterSeconds } },
  );
}

/** Counts against every rule; throws a 429 naming the longest wait if any rule is over its limit. */
export async function enforceRateLimits(db: Db, rules: RateRule[]): Promise<void> {
  let wait = 0;
  for (const rule of rules) {
    const result = await hitRateLimit(db, rule);
    if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds);
  }
  if (wait > 0) throw rateLimitedError(wait);
}

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

/** The limits of sign-in, magic links and password resets: per address and per client. */
export const rules = {
  signInEmail: (email: string): RateRule => ({
    key: `signin:email:${email}`,
    limit: 10,
    windowMs: FIFTEEN_MINUTES,
  }),
  /** `limit`: the config's SIGN_IN_LIMIT_PER_CLIENT (100 by default). */
  signInClient: (ip: string, limit: number): RateRule => ({
    key: `signin:ip:${ip}`,
    limit,
    windowMs: FIFTEEN_MINUTES,
  }),
  /** `limit`: the config's CLIENT_LOG_LIMIT_PER_CLIENT (30 by default). */
  clientLog: (ip: string, limit: number): RateRule => ({
    key: `client-log:ip:${ip}`,
    limit,
    windowMs: 60_000,
  }),
  mailEmail: (purpose: string, email: string): RateRule => ({
    key: `${purpose}:email:${email}`,
    limit: 5,
    windowMs: HOUR,
  }),
  mailClient: (purpose: string, ip: string): RateRule => ({
    key: `${purpose}:ip:${ip}`,
    limit: 30,
    windowMs: HOUR,
  }),
  account: (action: string, uuid: string): RateRule => ({
    key: `${action}:user:${uuid}`,
    limit: 10,
    windowMs: FIFTEEN_MINUTES,
  }),
};
