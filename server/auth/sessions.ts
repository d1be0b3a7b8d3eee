import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type UserRow, users } from '../user/schema';
import { oneTimeTokens } from './schema';
import type { SessionClaims } from './session-token';
import { hashToken } from './tokens';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Server-side sessions, so that signing out ends one: the session cookie and the access tokens
 * made from it carry a session id (`sid`), and every request checks that its session is still
 * open. A session is a row of one_time_tokens of kind 'session' (only the id's hash is stored;
 * `usedAt` marks it ended), which needs no table of its own. Expired rows are swept with the
 * other tokens (server/auth/tokens.ts).
 */
export async function startSession(db: Db, userUuid: string): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(sid),
    kind: 'session',
    userUuid,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return sid;
}

const open = (sid: string, userUuid: string) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(sid)),
    eq(oneTimeTokens.kind, 'session'),
    eq(oneTimeTokens.userUuid, userUuid),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );

// Prepared once per database: every request asks, and building the query costs more than running it.
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();
const prepareSessionUser = (db: Db) =>
  db
    .select({ user: users })
    .from(users)
    .innerJoin(
      oneTimeTokens,
      and(
        eq(oneTimeTokens.tokenHash, sql.placeholder('hash')),
        eq(oneTimeTokens.kind, 'session'),
        eq(oneTimeTokens.userUuid, users.uuid),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .where(and(eq(users.uuid, sql.placeholder('uid')), eq(users.sessionVersion, sql.placeholder('sv'))))
    .prepare('session_user');

/** The user of an open session issued under their current session version, in one query; else null. */
export async function sessionUser(db: Db, claims: SessionClaims): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(claims.uid)) return null;
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUser(db);
    sessionUserQueries.set(db, query);
  }
  const rows = await query.execute({ hash: hashToken(claims.sid), uid: claims.uid, sv: claims.sv });
  return rows[0]?.user ?? null;
}

/** Whether the session is open: not signed out, not expired, and the user's own. */
export async function isSessionOpen(db: Db, sid: string, userUuid: string): Promise<boolean> {
  const rows = await db.select({ kind: oneTimeTokens.kind }).from(oneTimeTokens).where(open(sid, userUuid));
  return rows.length > 0;
}

/** Keeps an open session alive for another full period (as the cookie is renewed); false when it is over. */
export async function renewSession(db: Db, sid: string, userUuid: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ expiresAt: sql`now() + make_interval(secs => ${SESSION_MAX_AGE_SECONDS})` })
    .where(open(sid, userUuid))
    .returning({ kind: oneTimeTokens.kind });
  return rows.length > 0;
}

/** Ends one session (sign-out): its cookie and every access token made from it stop working. */
export async function endSession(db: Db, sid: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(sid)), eq(oneTimeTokens.kind, 'session')));
}

/** Ends every session of a user (sign out everywhere, a new password, a claimed account). */
export async function endAllSessions(db: Db, userUuid: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userUuid, userUuid),
        eq(oneTimeTokens.kind, 'session'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
