import { createHash } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { SessionClaims } from './session-token';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

// A key of its own, so an access token can never be mistaken for a session cookie or vice versa.
function accessKey(secret: string): string {
  return createHash('sha256').update(`bindery-access-token:${secret}`).digest('base64url');
}

/** A short-lived bearer token for /webapp/api, handed out with the session. */
export function signAccessToken(claims: SessionClaims, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign(
    { sub: claims.uid, sv: claims.sv, sid: claims.sid, iat, exp: iat + ACCESS_TOKEN_SECONDS, typ: 'access' },
    accessKey(secret),
    'HS256',
  );
}

export async function verifyAccessToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const payload = await verify(token, accessKey(secret), 'HS256');
    if (
      payload.typ !== 'access' ||
      typeof payload.sub !== 'string' ||
      typeof payload.sv !== 'number' ||
      typeof payload.sid !== 'string'
    )
      return null;
    return { uid: payload.sub, sv: payload.sv, sid: payload.sid };
  } catch {
    return null;
  }
}
