import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import type { UserRow } from '../user/schema';
import { verifyAccessToken } from './access-token';
import { authSecret } from './secret';
import { sessionUser } from './sessions';
import { readSessionCookie, type SessionClaims } from './session-token';

const resolved = new WeakMap<Request, Promise<UserRow | null>>();

async function claimsOf(c: Context<AppEnv>): Promise<SessionClaims | null> {
  const secret = authSecret(c.var.config);
  const authorization = c.req.header('authorization');
  if (authorization?.startsWith('Bearer ')) return verifyAccessToken(authorization.slice(7).trim(), secret);
  return readSessionCookie(c.req.header('cookie'), secret);
}

async function resolve(c: Context<AppEnv>): Promise<UserRow | null> {
  const claims = await claimsOf(c);
  if (!claims) return null;
  // A bumped session version ("sign out everywhere", a new password, deletion) ends older sessions;
  // a signed-out session ends its cookie and every access token made from it.
  return sessionUser(c.var.db, claims);
}

/**
 * The signed-in user (or guest) of this request, from the session cookie or an
 * `Authorization: Bearer` access token; null for a visitor. Resolved once per request.
 */
export function optionalUser(c: Context<AppEnv>): Promise<UserRow | null> {
  let pending = resolved.get(c.req.raw);
  if (!pending) {
    pending = resolve(c);
    resolved.set(c.req.raw, pending);
  }
  return pending;
}

/** The user of this request, or a 401. Guests count unless `registered` is asked for (then 403). */
export async function requireUser(c: Context<AppEnv>, opts: { registered?: boolean } = {}): Promise<UserRow> {
  const user = await optionalUser(c);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to continue.');
  if (opts.registered && user.isGuest) {
    throw new ApiError(403, 'FORBIDDEN', 'Create an account to use this.');
  }
  return user;
}
