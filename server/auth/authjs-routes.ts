import { Auth } from '@auth/core';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { normaliseEmail } from '../user/users';
import { queueAuthMail } from './auth-mail';
import { buildAuthConfig, SIGN_IN_PAGE } from './auth-config';
import { clientAddress, isSecureRequest } from './client-address';
import { hitRateLimit, rateLimitedError, rules } from './rate-limit';

const FORM = /^application\/x-www-form-urlencoded\b/i;

/**
 * A forged or missing csrf token is a 403. Refused credentials stay 200 with the error in the
 * url, as Auth.js answers them: the client reads `error` and `code` from it, and an expected
 * "wrong password" is not logged by the browser as a failed request.
 */
function statusFor(error: string | null, current: number): number {
  if (error === 'MissingCSRF') return 403;
  return current;
}

async function signInRateLimit(c: Context<AppEnv>, form: URLSearchParams): Promise<number> {
  const db = c.var.db;
  const email = normaliseEmail(form.get('email') ?? '');
  let wait = 0;
  for (const rule of [
    rules.signInClient(clientAddress(c), c.var.config.SIGN_IN_LIMIT_PER_CLIENT),
    ...(email ? [rules.signInEmail(email)] : []),
  ]) {
    const hit = await hitRateLimit(db, rule);
    if (!hit.allowed) wait = Math.max(wait, hit.retryAfterSeconds);
  }
  return wait;
}

/**
 * The Auth.js protocol (SPEC §7) under /webapp/api/auth: session, csrf, providers, signin,
 * callback, signout. A form field json=true asks for {url} instead of a redirect, as the browser
 * client does. Only these actions are routed here, so /auth/_log and our own /auth/* endpoints
 * are untouched.
 */
async function handle(c: Context<AppEnv>): Promise<Response> {
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  let body: string | undefined;
  if (raw.method === 'POST') {
    body = await c.req.text();
    if (FORM.test(headers.get('content-type') ?? '')) {
      const form = new URLSearchParams(body);
      if (form.get('json') === 'true') headers.set('X-Auth-Return-Redirect', '1');
      if (c.req.path.endsWith('/callback/password')) {
        const wait = await signInRateLimit(c, form);
        if (wait > 0) {
          const err = rateLimitedError(wait);
          const url = `${new URL(raw.url).origin}${SIGN_IN_PAGE}?error=CredentialsSignin&code=rate_limited`;
          return c.json(
            { error: { code: err.code, message: err.message, details: err.extra.details }, url },
            429,
            {
              'Retry-After': String(wait),
            },
          );
        }
      }
    }
  }
  // Auth.js builds its redirect URLs and picks Secure cookies from the request's URL: with
  // PUBLIC_URL set, that is the configured origin, whatever Host the request came with.
  const { PUBLIC_URL } = c.var.config;
  const url = new URL(raw.url);
  const authUrl = PUBLIC_URL ? `${new URL(PUBLIC_URL).origin}${url.pathname}${url.search}` : raw.url;
  headers.delete('x-forwarded-host');
  const request = new Request(authUrl, {
    method: raw.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const secure = isSecureRequest(c);
  const response = await Auth(request, {
    ...buildAuthConfig(c.var.config, c.var.db, request, (job) => queueAuthMail(c, job)),
    useSecureCookies: secure,
  });
  if (raw.method === 'POST' && c.req.param('action') === 'signout' && response.status < 400) {
    // The browser's HTTP cache keeps the account's photo renditions (cached for good, privately):
    // a signed-out device must not show them to the next person. The app empties its own stores.
    const out = new Response(response.body, { status: response.status, headers: response.headers });
    out.headers.set('Clear-Site-Data', '"cache"');
    return out;
  }
  if (headers.has('X-Auth-Return-Redirect') && response.headers.get('content-type')?.includes('json')) {
    const data = (await response
      .clone()
      .json()
      .catch(() => null)) as { url?: string } | null;
    const error = data?.url ? new URL(data.url, raw.url).searchParams.get('error') : null;
    const status = statusFor(error, response.status);
    if (status !== response.status) {
      return new Response(response.body, { status, headers: response.headers });
    }
  }
  return response;
}

export const authJsRoutes = new Hono<AppEnv>()
  .all('/:action{session|csrf|providers|signin|signout|verify-request}', handle)
  .all('/:action{signin|callback}/:provider{[a-z0-9-]+}', handle)
  // Auth.js's own error page lives here; ours is the sign-in page, which explains each kind.
  .get('/error', (c) => {
    const query = new URLSearchParams(c.req.query());
    return c.redirect(`${SIGN_IN_PAGE}?${query}`, 302);
  });
