import type { PublicUser } from '../../server/user/users';

export type SessionUser = PublicUser;

/** The session as GET /webapp/api/auth/session answers it. */
export interface Session {
  user: SessionUser;
  accessToken: string;
  expires: string;
}

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type ProviderType = 'credentials' | 'email' | 'oauth' | 'oidc' | 'webauthn';

export interface ClientProvider {
  id: string;
  name: string;
  type: ProviderType;
  signinUrl: string;
  callbackUrl: string;
}

/** What signIn answers when it does not redirect (SPEC §3: error, status, ok, url). */
export interface SignInResult {
  error: string | null;
  /** Why a credentials sign-in failed (invalid_credentials, rate_limited, link_used...). */
  code: string | null;
  status: number;
  ok: boolean;
  url: string | null;
}
