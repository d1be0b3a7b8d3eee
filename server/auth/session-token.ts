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
      const payload = await decode({ token, secret, salt: name });
      if (isSessionClaims(payload)) return payload;
    } catch {
      // A cookie we cannot decrypt is as good as none.
    }
  }
  return null;
}
