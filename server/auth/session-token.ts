import { decode } from '@auth/core/jwt';
import { parse } from 'hono/utils/cookie';

/** Auth.js names its cookie with the __Secure- prefix over HTTPS; the name is also the JWT's salt. */
export const SESSION_COOKIE_NAMES = ['__Secure-authjs.session-token', 'authjs.session-token'] as const;

/**
 * What our session JWT carries: the user, the session version it was issued under, and the
 * server-side session it belongs to (server/auth/sessions.ts). A token without a session id is
 * from before sessions could be ended, and is refused.
 */
export interface SessionClaims {
  uid: string;
  sv: number;
  sid: string;
}

export function isSessionClaims(value: unknown): value is SessionClaims {
  const v = value as Partial<SessionClaims> | null;
  return !!v && typeof v.uid === 'string' && typeof v.sv === 'number' && typeof v.sid === 'string';
}

/**
 * Decoding a session cookie (HKDF key derivation and JWE decryption) was a tenth of a signed-in
 * read's CPU time (issue 26's profile). A decoded cookie is a pure function of its text and the
 * secret, so each is kept until its own expiry: the session's row is still asked on every request
 * (server/auth/sessions.ts), so signing out still ends it at once. At most DECODED_MAX are kept,
 * the oldest dropped first; a cookie that does not decode is never kept.
 */
const DECODED_MAX = 10_000;
const decoded = new Map<string, { claims: SessionClaims; expiresAt: number }>();

async function decodeSession(token: string, secret: string, salt: string): Promise<SessionClaims | null> {
  const key = `${salt}\0${secret}\0${token}`;
  const kept = decoded.get(key);
  if (kept && kept.expiresAt > Date.now()) return kept.claims;
  if (kept) decoded.delete(key);
  const payload = await decode({ token, secret, salt });
  if (!isSessionClaims(payload)) return null;
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp === 'number') {
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value ?? '');
    decoded.set(key, { claims: payload, expiresAt: exp * 1000 });
  }
  return payload;
}

/** Reads and verifies the session cookie of a request; null when absent, forged or expired. */
export async function readSessionCookie(
  cookieHeader: string | null | undefined,
  secret: string,
): Promise<SessionClaims | null> {
  if (!cookieHeader) return null;
  const cookies = parse(cookieHeader);
  for (const name of SESSION_COOKIE_NAMES) {
    const token = cookies[name];
    if (!token) continue;
    try {
      const claims = await decodeSession(token, secret, name);
      if (claims) return claims;
    } catch {
      // A cookie we cannot decrypt is as good as none.
    }
  }
  return null;
}
