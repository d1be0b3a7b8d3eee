import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type OneTimeTokenKind, oneTimeTokens } from './schema';

export const MINUTE = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface IssueTokenInput {
  kind: OneTimeTokenKind;
  ttlMs: number;
  userUuid?: string | null;
  email?: string | null;
  data?: Record<string, unknown>;
}

/** Makes a random single-use token and stores only its hash; the raw token goes to the user once. */
export async function issueToken(db: Db, input: IssueTokenInput): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    kind: input.kind,
    userUuid: input.userUuid ?? null,
    email: input.email ?? null,
    data: input.data ?? null,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  // Expired tokens are only dead weight; clearing them here keeps the table small without a job.
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, sql`now() - interval '1 day'`));
  return token;
}

export type ConsumedToken = typeof oneTimeTokens.$inferSelect;

/**
 * Marks the token used and returns it, or null when it is unknown, of another kind, expired or
 * already used. One UPDATE does the check and the marking, so two racing uses cannot both win.
 */
export async function consumeToken(
  db: Db,
  kind: OneTimeTokenKind,
  token: string,
): Promise<ConsumedToken | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Why a token did not work, for a clearer message than "invalid" (expired versus already used). */
export async function tokenState(
  db: Db,
  kind: OneTimeTokenKind,
  token: string,
): Promise<'used' | 'expired' | 'unknown'> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.kind, kind)));
  const row = rows[0];
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return 'expired';
}
