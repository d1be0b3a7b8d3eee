import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './SessionProvider';
import { signIn, signOut } from './sign-in';

vi.mock('../flags/growthbook', () => ({ setExperimentUser: vi.fn() }));

const user = {
  uuid: '0b5c6a52-5d0e-4a8e-9a39-2d4f0c7e9a11',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: null,
  phoneNumber: null,
  currencyCode: 'GBP',
  hasPassword: true,
  memberSince: '2026-01-01T00:00:00.000Z',
  isGuest: false,
  role: 'customer',
};

let session: unknown = null;
let sessionFails = false;
const calls: Array<{ url: string; body?: string }> = [];

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  session = null;
  sessionFails = false;
  calls.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation((async (input: string, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: typeof init?.body === 'string' ? init.body : init?.body?.toString() });
    if (url.endsWith('/auth/session')) {
      if (sessionFails) throw new TypeError('Failed to fetch');
      return respond(session);
    }
    if (url.endsWith('/auth/csrf')) return respond({ csrfToken: 'csrf-1' });
    if (url.endsWith('/auth/providers')) {
      return respond({ password: { id: 'password', name: 'Password', type: 'credentials' } });
    }
    if (url.includes('/auth/callback/password')) {
      const ok = (init?.body?.toString() ?? '').includes('password=right');
      if (ok) session = { user, accessToken: 't', expires: '2030-01-01' };
      return respond({
        url: ok
          ? '/webapp/account'
          : 'http://localhost/webapp/sign-in?error=CredentialsSignin&code=invalid_credentials',
      });
    }
    if (url.endsWith('/auth/signout')) {
      session = null;
      return respond({ url: '/webapp/' });
    }
    if (url.endsWith('/auth/_log')) return respond({}, 201);
    return respond({ error: { code: 'NOT_FOUND' } }, 404);
  }) as typeof fetch);
});

let root: Root | undefined;
let container: HTMLDivElement;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.restoreAllMocks();
});

function Probe() {
  const { status, data } = useSession();
  return (
    <p>
      {status}:{data?.user.email ?? '-'}
    </p>
  );
}

async function mount() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const client = new QueryClient();
  await act(async () => {
    root?.render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
  });
}

const shown = () => container.textContent;
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('SessionProvider', () => {
  it('is loading until the first fetch answers, then authenticated', async () => {
    session = { user, accessToken: 't', expires: '2030-01-01' };
    container = document.createElement('div');
    root = createRoot(container);
    act(() => {
      root?.render(
        <QueryClientProvider client={new QueryClient()}>
          <SessionProvider>
            <Probe />
          </SessionProvider>
        </QueryClientProvider>,
      );
    });
    expect(shown()).toBe('loading:-');
    await flush();
    expect(shown()).toBe('authenticated:ann@example.com');
  });

  it('is unauthenticated without a session, and refetches when the tab becomes visible', async () => {
    await mount();
    await flush();
    expect(shown()).toBe('unauthenticated:-');
    session = { user, accessToken: 't', expires: '2030-01-01' };
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await flush();
    expect(shown()).toBe('authenticated:ann@example.com');
  });

  it('logs CLIENT_SESSION_ERROR when the session cannot be fetched', async () => {
    sessionFails = true;
    await mount();
    await flush();
    expect(shown()).toBe('unauthenticated:-');
    const log = calls.find((c) => c.url.endsWith('/auth/_log'));
    expect(JSON.parse(log?.body ?? '{}')).toMatchObject({ level: 'error', code: 'CLIENT_SESSION_ERROR' });
  });

  it('throws when used outside its provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    container = document.createElement('div');
    root = createRoot(container);
    expect(() => act(() => root?.render(<Probe />))).toThrow(/inside <SessionProvider>/);
    quiet.mockRestore();
  });
});

describe('signIn and signOut', () => {
  it('posts credentials with the csrf token and, without redirect, answers the result and refreshes', async () => {
    await mount();
    await flush();
    const wrong = await act(() =>
      signIn('password', { email: 'ann@example.com', password: 'wrong', redirect: false }),
    );
    expect(wrong).toMatchObject({
      ok: false,
      error: 'CredentialsSignin',
      code: 'invalid_credentials',
      url: null,
    });
    const post = calls.find((c) => c.url.includes('/auth/callback/password'));
    const form = new URLSearchParams(post?.body);
    expect(form.get('csrfToken')).toBe('csrf-1');
    expect(form.get('json')).toBe('true');

    const right = await act(() =>
      signIn('password', { email: 'ann@example.com', password: 'right', redirect: false }),
    );
    expect(right).toMatchObject({ ok: true, error: null, status: 200 });
    await flush();
    expect(shown()).toBe('authenticated:ann@example.com');

    const out = await act(() => signOut({ redirect: false }));
    expect(out).toEqual({ url: '/webapp/' });
    await flush();
    expect(shown()).toBe('unauthenticated:-');
    expect(
      new URLSearchParams(calls.find((c) => c.url.endsWith('/auth/signout'))?.body).get('csrfToken'),
    ).toBe('csrf-1');
  });

  it('sends an unknown provider to the sign-in page with the callback', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { origin: 'http://localhost', reload: vi.fn() },
    });
    Object.defineProperty(window.location, 'href', {
      configurable: true,
      get: () => 'http://localhost/webapp/basket',
      set: assign,
    });
    await signIn('myspace');
    expect(assign).toHaveBeenCalledWith(
      `/webapp/sign-in?${new URLSearchParams({ callbackUrl: 'http://localhost/webapp/basket' })}`,
    );
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
});
