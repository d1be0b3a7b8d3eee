import {
  broadcastSessionChange,
  getProviders,
  postAuthForm,
  refreshSession,
  SIGN_IN_PATH,
} from './session-client';
import { forgetPhotosOnDevice } from '../photos/forget';
import type { SignInResult } from './types';

export interface SignInOptions extends Record<string, unknown> {
  /** Where to go after signing in; defaults to this page. */
  callbackUrl?: string;
  /** false: stay on the page and get a SignInResult back (credentials and e-mail providers only). */
  redirect?: boolean;
}

function go(url: string): void {
  window.location.href = url;
  // A hash-only change does not load the page, so force it.
  if (url.includes('#')) window.location.reload();
}

/**
 * SPEC §4 sign-in: fetch the providers; none means the error page; an unknown provider means the
 * sign-in page with the callback; credentials and e-mail providers post with the csrf token and,
 * without a redirect, answer {error, code, status, ok, url} after refreshing the session.
 */
export async function signIn(
  provider?: string,
  options: SignInOptions = {},
  authorizationParams: Record<string, string> = {},
): Promise<SignInResult | undefined> {
  const { callbackUrl = window.location.href, redirect = true, ...fields } = options;
  const providers = await getProviders();
  if (!providers || Object.keys(providers).length === 0) {
    go(`${SIGN_IN_PATH}?error=Configuration`);
    return undefined;
  }
  const chosen = provider ? providers[provider] : undefined;
  if (!provider || !chosen) {
    go(`${SIGN_IN_PATH}?${new URLSearchParams({ callbackUrl })}`);
    return undefined;
  }
  const returnsResult = chosen.type === 'credentials' || chosen.type === 'email';
  const action = chosen.type === 'credentials' ? 'callback' : 'signin';
  const query = new URLSearchParams(authorizationParams).toString();
  const stringFields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const { res, data } = await postAuthForm(`${action}/${provider}${query ? `?${query}` : ''}`, {
    ...stringFields,
    callbackUrl,
  });

  if (redirect || !returnsResult) {
    go(data.url ?? callbackUrl);
    return undefined;
  }
  const url = data.url ? new URL(data.url, window.location.origin) : null;
  const error = url?.searchParams.get('error') ?? null;
  const code = url?.searchParams.get('code') ?? null;
  if (res.ok && !error) {
    await refreshSession('signin');
    broadcastSessionChange('signin');
  }
  return { error, code, status: res.status, ok: res.ok && !error, url: error ? null : (data.url ?? null) };
}

export interface SignOutOptions {
  callbackUrl?: string;
  redirect?: boolean;
}

/**
 * SPEC §4 sign-out: post with the csrf token, forget the account's photos on this device (the
 * photo library and the service worker's cached renditions: a shared phone must not keep them),
 * tell other tabs, then go to the returned url or the callback.
 */
export async function signOut(options: SignOutOptions = {}): Promise<{ url: string } | undefined> {
  const { callbackUrl = '/webapp/', redirect = true } = options;
  const { data } = await postAuthForm('signout', { callbackUrl });
  await forgetPhotosOnDevice();
  broadcastSessionChange('signout');
  if (redirect) {
    go(data.url ?? callbackUrl);
    return undefined;
  }
  await refreshSession('signout');
  return { url: data.url ?? callbackUrl };
}
