import type { ClientProvider, Session } from './types';

export const AUTH_BASE = '/webapp/api/auth';
export const SIGN_IN_PATH = '/webapp/sign-in';
const CHANNEL = 'bindery-session';

/** Reports a client-side auth failure to the server's log (POST _log). Never throws. */
export async function logClientError(code: string, message: string): Promise<void> {
  try {
    await fetch(`${AUTH_BASE}/_log`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ level: 'error', code, message }),
      keepalive: true,
    });
  } catch {
    // Logging must never break the page; a lost log line is acceptable.
  }
}

async function fetchJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${AUTH_BASE}/${path}`, { credentials: 'same-origin', ...init });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

// A fetch cut short because the page is going away (a sign-out redirect) is not a failure.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** The current session or null. A failed fetch is logged as CLIENT_SESSION_ERROR and rethrown. */
export async function fetchSession(): Promise<Session | null> {
  try {
    const data = await fetchJson<Session | Record<string, never> | null>('session');
    return data && 'user' in data ? (data as Session) : null;
  } catch (err) {
    if (!leaving)
      await logClientError('CLIENT_SESSION_ERROR', err instanceof Error ? err.message : String(err));
    throw err;
  }
}

export async function getCsrfToken(): Promise<string> {
  return (await fetchJson<{ csrfToken: string }>('csrf')).csrfToken;
}

export async function getProviders(): Promise<Record<string, ClientProvider> | null> {
  try {
    return await fetchJson<Record<string, ClientProvider>>('providers');
  } catch (err) {
    if (!leaving)
      await logClientError('CLIENT_FETCH_ERROR', err instanceof Error ? err.message : String(err));
    return null;
  }
}

/** Posts a form to an Auth.js action the way the protocol wants it: csrf token and json=true. */
export async function postAuthForm(
  path: string,
  fields: Record<string, string>,
): Promise<{ res: Response; data: { url?: string } }> {
  const body = new URLSearchParams({ ...fields, csrfToken: await getCsrfToken(), json: 'true' });
  const res = await fetch(`${AUTH_BASE}/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
    body,
  });
  const data = (await res.json().catch(() => ({}))) as { url?: string };
  return { res, data };
}

type Listener = (message: { event: 'session'; trigger: string }) => void;

/** Tells other tabs the session changed; they refetch theirs. */
export function broadcastSessionChange(trigger: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ event: 'session', trigger });
  channel.close();
}

export function onSessionBroadcast(listener: Listener): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent) => {
    if (e.data?.event === 'session') listener(e.data);
  };
  return () => channel.close();
}

/** The provider's refresh hook, so signIn and signOut (plain functions) can update the React state. */
let refresh: ((trigger: string) => Promise<void>) | null = null;
export function setSessionRefresher(fn: typeof refresh): void {
  refresh = fn;
}
export async function refreshSession(trigger: string): Promise<void> {
  await refresh?.(trigger);
}
