import type { TestServer } from '../test/harness';

/**
 * A browser stand-in for API tests: keeps cookies like a browser and speaks the Auth.js protocol
 * the way the web app's client does (csrf token, form posts with json=true).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly server: TestServer) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const res = await fetch(this.server.api(path), { ...init, headers, redirect: 'manual' });
    this.keep(res);
    return res;
  }

  json(path: string, body: unknown, method = 'POST'): Promise<Response> {
    return this.fetch(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async csrf(): Promise<string> {
    const res = await this.fetch('/auth/csrf');
    return ((await res.json()) as { csrfToken: string }).csrfToken;
  }

  /** POST callback/{provider} as the client does; answers the status and the url's error. */
  async signIn(provider: string, fields: Record<string, string>, csrfToken?: string) {
    const form = new URLSearchParams({
      ...fields,
      csrfToken: csrfToken ?? (await this.csrf()),
      callbackUrl: `${this.server.url}/webapp/account`,
      json: 'true',
    });
    const res = await this.fetch(`/auth/callback/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const body = (await res.json()) as { url?: string };
    const url = body.url ? new URL(body.url) : null;
    return {
      status: res.status,
      url,
      error: url?.searchParams.get('error') ?? null,
      code: url?.searchParams.get('code') ?? null,
    };
  }

  async signOut() {
    const form = new URLSearchParams({
      csrfToken: await this.csrf(),
      callbackUrl: `${this.server.url}/webapp/`,
      json: 'true',
    });
    return this.fetch('/auth/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }

  async session(): Promise<{ user?: Record<string, unknown>; accessToken?: string } | null> {
    const res = await this.fetch('/auth/session');
    return (await res.json()) as { user?: Record<string, unknown>; accessToken?: string } | null;
  }

  /** The signed-in user, or an error when there is no session. */
  async user(): Promise<{ uuid: string; email: string | null; isGuest: boolean } & Record<string, unknown>> {
    const session = await this.session();
    if (!session?.user) throw new Error('no session');
    return session.user as { uuid: string; email: string | null; isGuest: boolean } & Record<string, unknown>;
  }

  async signUp(email: string, password = 'Tr0ubadour-Horse-42', extra: Record<string, string> = {}) {
    return this.signIn('password', { email, password, intent: 'signup', ...extra });
  }
}
