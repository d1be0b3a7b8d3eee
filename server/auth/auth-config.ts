import type { AuthConfig } from '@auth/core';
import type { JWT } from '@auth/core/jwt';
import type { Provider } from '@auth/core/providers';
import Credentials from '@auth/core/providers/credentials';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { log } from '../lib/log';
import { type UserRow, users } from '../user/schema';
import { findUserByEmail, findUserByUuid, normaliseEmail, toPublicUser } from '../user/users';
import { signAccessToken } from './access-token';
import { authSecret } from './secret';
import {
  authorizeLoginToken,
  authorizeMagicLink,
  authorizePassword,
  createAccount,
  type SignInDeps,
  tellOwner,
} from './sign-in';
import { claimIfUnverified } from './claim';
import { isSessionClaims } from './session-token';
import { endSession, renewSession, SESSION_MAX_AGE_SECONDS, startSession } from './sessions';

export const AUTH_BASE_PATH = '/webapp/api/auth';
export const SIGN_IN_PAGE = '/webapp/sign-in';

function paypalProvider(config: Config): Provider[] {
  if (!config.PAYPAL_ISSUER || !config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return [];
  return [
    {
      id: 'paypal',
      name: 'PayPal',
      type: 'oidc',
      issuer: config.PAYPAL_ISSUER,
      clientId: config.PAYPAL_CLIENT_ID,
      clientSecret: config.PAYPAL_CLIENT_SECRET,
      authorization: { params: { scope: 'openid email profile' } },
      checks: ['pkce', 'state', 'nonce'],
    },
  ];
}

/** Claims the ID token left out (many providers keep e-mail for userinfo), read from userinfo. */
async function userinfo(config: Config, accessToken: string | undefined): Promise<Record<string, unknown>> {
  if (!config.PAYPAL_ISSUER || !accessToken) return {};
  try {
    const discovery = await fetch(
      new URL('.well-known/openid-configuration', `${config.PAYPAL_ISSUER.replace(/\/$/, '')}/`),
    );
    const endpoint = ((await discovery.json()) as { userinfo_endpoint?: string }).userinfo_endpoint;
    if (!endpoint) return {};
    const res = await fetch(endpoint, { headers: { authorization: `Bearer ${accessToken}` } });
    return res.ok ? ((await res.json()) as Record<string, unknown>) : {};
  } catch (err) {
    log.warn('userinfo request failed', { message: err instanceof Error ? err.message : String(err) });
    return {};
  }
}

/** A wallet sign-in: the provider's verified e-mail finds or creates the account. */
async function userFromWallet(
  deps: SignInDeps,
  profile: Record<string, unknown>,
  request: Request | null,
): Promise<UserRow | null> {
  const address = typeof profile.email === 'string' ? normaliseEmail(profile.email) : null;
  // The address finds, creates and claims accounts (and may be an admin's): only a verified one will do.
  if (!address || profile.email_verified !== true) return null;
  const existing = await findUserByEmail(deps.db, address);
  if (existing) {
    // A proof like an e-mailed link (server/auth/claim.ts): keys set up before it go, and the owner hears.
    const { user, removed } = await claimIfUnverified(deps.db, existing);
    if (removed) await tellOwner(deps, request, user);
    return user;
  }
  return createAccount(deps, request, {
    email: address,
    passwordHash: null,
    firstName: typeof profile.given_name === 'string' ? profile.given_name : undefined,
    lastName: typeof profile.family_name === 'string' ? profile.family_name : undefined,
    verified: true,
  });
}

/** Rows loaded by the jwt callback, handed to the session callback of the same request. */
const loaded = new WeakMap<JWT, UserRow>();

/** Every way in: a password, an e-mailed link, a passkey, a guest's token and a wallet (PayPal). */
function signInProviders(config: Config, deps: SignInDeps): AuthConfig['providers'] {
  return [
    Credentials({
      id: 'password',
      name: 'Password',
      credentials: { email: {}, password: {}, intent: {}, firstName: {}, lastName: {}, token: {} },
      authorize: (input, req) => authorizePassword(deps, input, req),
    }),
    Credentials({
      id: 'magic-link',
      name: 'E-mail link',
      credentials: { token: {} },
      authorize: (input, req) => authorizeMagicLink(deps, input, req),
    }),
    Credentials({
      id: 'passkey',
      name: 'Passkey',
      credentials: { token: {} },
      authorize: (input, req) => authorizeLoginToken(deps, 'passkey', input, req),
    }),
    Credentials({
      id: 'guest',
      name: 'Guest',
      credentials: { token: {} },
      authorize: (input, req) => authorizeLoginToken(deps, 'guest', input, req),
    }),
    ...paypalProvider(config),
  ];
}

/** The Auth.js configuration: credentials-style providers for every way in, JWT sessions, our pages. */
export function buildAuthConfig(
  config: Config,
  db: Db,
  request: Request | null = null,
  queueMail?: SignInDeps['queueMail'],
): AuthConfig {
  const secret = authSecret(config);
  const deps: SignInDeps = { config, db, ...(queueMail ? { queueMail } : {}) };
  return {
    basePath: AUTH_BASE_PATH,
    secret,
    trustHost: true,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: SIGN_IN_PAGE, error: SIGN_IN_PAGE },
    providers: signInProviders(config, deps),
    callbacks: {
      async jwt({ token, user, account, profile }) {
        let row: UserRow | null = null;
        if (account?.type === 'oidc' && profile) {
          const claims = profile as Record<string, unknown>;
          const full = claims.email
            ? claims
            : { ...(await userinfo(config, account.access_token)), ...claims };
          row = await userFromWallet(deps, full, request);
          if (!row) return null;
        } else if (user?.id) {
          row = await findUserByUuid(db, user.id);
        } else if (isSessionClaims(token)) {
          row = await findUserByUuid(db, token.uid);
          // "Sign out everywhere", a new password or a deleted account: older cookies stop here.
          if (row && row.sessionVersion !== token.sv) row = null;
          // So does a signed-out session; an open one lives on as long as its cookie is renewed.
          if (row && !(await renewSession(db, token.sid, row.uuid))) row = null;
        }
        if (!row) return null;
        // A fresh object on sign-in means a fresh cookie and a new server-side session: the session
        // is rotated, never reused.
        const signingIn = !!user || account?.type === 'oidc';
        const next: JWT = signingIn
          ? { uid: row.uuid, sv: row.sessionVersion, sid: await startSession(db, row.uuid) }
          : { ...token, uid: row.uuid, sv: row.sessionVersion };
        loaded.set(next, row);
        return next;
      },
      async session({ session, token }) {
        const row =
          loaded.get(token) ?? (isSessionClaims(token) ? await findUserByUuid(db, token.uid) : null);
        if (!row || !isSessionClaims(token)) return session;
        const accessToken = await signAccessToken(token, secret);
        return {
          expires: session.expires,
          user: toPublicUser(row, config),
          accessToken,
        } as unknown as typeof session;
      },
    },
    events: {
      // Signing out ends the server-side session, so a copy of the cookie or its access token is no use.
      async signOut(message) {
        const token = 'token' in message ? message.token : null;
        if (isSessionClaims(token)) await endSession(db, token.sid);
      },
      async signIn({ user }) {
        if (user?.id) {
          await db.update(users).set({ updatedAt: sql`now()` }).where(eq(users.uuid, user.id));
        }
      },
    },
    logger: {
      error(error) {
        const type = (error as { type?: string }).type;
        if (type === 'CredentialsSignin' || type === 'MissingCSRF') log.info('sign-in refused', { type });
        else log.warn('auth error', { type, message: error.message });
      },
      warn(code) {
        log.debug('auth warning', { code });
      },
      debug() {},
    },
  };
}
