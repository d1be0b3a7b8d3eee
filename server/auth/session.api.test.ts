import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { TestBrowser } from './browser.test-helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const PASSWORD = 'Tr0ubadour-Horse-42';

describe('the Auth.js protocol at /webapp/api/auth', () => {
  it('answers providers, csrf and an empty session for a visitor', async () => {
    const b = new TestBrowser(server);
    const providers = (await (await b.fetch('/auth/providers')).json()) as Record<string, { type: string }>;
    expect(Object.keys(providers).sort()).toEqual(['guest', 'magic-link', 'passkey', 'password']);
    expect(providers.password?.type).toBe('credentials');
    expect(await b.csrf()).toMatch(/\w{20,}/);
    expect(await b.session()).toBeNull();
    const res = await b.fetch('/user');
    expect(res.status).toBe(401);
  });

  it('signs up with a password, reads the session and /user, signs out', async () => {
    const b = new TestBrowser(server);
    const up = await b.signUp('Ann@Example.com', PASSWORD, { firstName: 'Ann' });
    expect(up).toMatchObject({ status: 200, error: null });
    const cookie = [...b.cookies.keys()].find((k) => k.endsWith('authjs.session-token'));
    expect(cookie).toBeDefined();
    const session = await b.session();
    expect(session?.user).toMatchObject({
      email: 'ann@example.com',
      firstName: 'Ann',
      hasPassword: true,
      isGuest: false,
    });
    expect(typeof session?.accessToken).toBe('string');
    const me = await b.fetch('/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('ann@example.com');

    // The access token works on its own, without cookies.
    const bearer = await fetch(server.api('/user'), {
      headers: { authorization: `Bearer ${session?.accessToken}` },
    });
    expect(bearer.status).toBe(200);
    const forged = await fetch(server.api('/user'), {
      headers: { authorization: `Bearer ${session?.accessToken}x` },
    });
    expect(forged.status).toBe(401);

    const out = await b.signOut();
    expect(out.status).toBe(200);
    // The device's HTTP cache (the account's photo renditions) is emptied with the session.
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
    expect(await b.session()).toBeNull();
    expect((await b.fetch('/user')).status).toBe(401);
  });

  it('signs in with the right password and refuses a wrong one or an unknown address alike', async () => {
    const b = new TestBrowser(server);
    await b.signUp('bob@example.com');
    await b.signOut();
    const wrong = await b.signIn('password', { email: 'bob@example.com', password: 'not-the-password' });
    expect(wrong).toMatchObject({ status: 200, error: 'CredentialsSignin', code: 'invalid_credentials' });
    const unknown = await b.signIn('password', { email: 'nobody@example.com', password: PASSWORD });
    expect(unknown).toMatchObject({ status: 200, error: 'CredentialsSignin', code: 'invalid_credentials' });
    expect(await b.session()).toBeNull();
    const right = await b.signIn('password', { email: 'BOB@example.com', password: PASSWORD });
    expect(right).toMatchObject({ status: 200, error: null });
    expect((await b.session())?.user).toMatchObject({ email: 'bob@example.com' });
  });

  it('refuses a weak password, and signs no one in to a taken address at sign-up', async () => {
    const b = new TestBrowser(server);
    expect(await b.signUp('weak@example.com', 'password123')).toMatchObject({
      status: 200,
      code: 'weak_password',
    });
    await b.signUp('taken@example.com');
    // Not "that address is taken" (that would tell anyone who our customers are): its owner is mailed.
    const again = new TestBrowser(server);
    expect(await again.signUp('taken@example.com', 'Someone-Elses-Secret-5')).toMatchObject({
      status: 200,
      code: 'check_email',
    });
    expect(await again.session()).toBeNull();
  });

  it('refuses a sign-in with a bad csrf token', async () => {
    const b = new TestBrowser(server);
    await b.csrf();
    const res = await b.signIn('password', { email: 'bob@example.com', password: PASSWORD }, 'forged-token');
    expect(res).toMatchObject({ status: 403, error: 'MissingCSRF' });
    expect(await b.session()).toBeNull();
    // A session update without the token is a 400 too.
    const update = await b.fetch('/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'csrfToken=nope',
    });
    expect(update.status).toBe(400);
  });

  it('rotates the session cookie at sign-in and ends every session on "sign out everywhere"', async () => {
    const one = new TestBrowser(server);
    await one.signUp('carol@example.com');
    const first = [...one.cookies].find(([k]) => k.endsWith('session-token'))?.[1];
    const two = new TestBrowser(server);
    await two.signIn('password', { email: 'carol@example.com', password: PASSWORD });
    const second = [...two.cookies].find(([k]) => k.endsWith('session-token'))?.[1];
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const res = await one.json('/account/sign-out-everywhere', {});
    expect(res.status).toBe(200);
    expect(await two.session()).toBeNull();
    expect((await two.fetch('/user')).status).toBe(401);
  });

  it('ends the session on sign-out: a kept copy of the cookie or its access token no longer works', async () => {
    const b = new TestBrowser(server);
    await b.signUp('dora@example.com');
    const other = new TestBrowser(server);
    await other.signIn('password', { email: 'dora@example.com', password: PASSWORD });
    const cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const accessToken = (await b.session())?.accessToken;
    const asCookie = () => fetch(server.api('/user'), { headers: { cookie } });
    const asBearer = () =>
      fetch(server.api('/user'), { headers: { authorization: `Bearer ${accessToken}` } });
    expect((await asCookie()).status).toBe(200);
    expect((await asBearer()).status).toBe(200);

    expect((await b.signOut()).status).toBe(200);
    expect((await asCookie()).status).toBe(401);
    expect((await asBearer()).status).toBe(401);
    const replayed = await fetch(server.api('/auth/session'), { headers: { cookie } });
    expect(await replayed.json()).toBeNull();
    // Only that session ended: the same account on another device stays signed in.
    expect((await other.fetch('/user')).status).toBe(200);
  });

  it('limits password attempts per address with a clear 429', async () => {
    const b = new TestBrowser(server);
    let last = { status: 0, code: null as string | null };
    for (let i = 0; i < 11; i++)
      last = await b.signIn('password', { email: 'target@example.com', password: `guess-${i}` });
    expect(last).toMatchObject({ status: 429, code: 'rate_limited' });
    const res = await b.signIn('password', { email: 'target@example.com', password: 'again' });
    expect(res.status).toBe(429);
  });

  it('leaves /auth/_log and unknown auth paths alone', async () => {
    const res = await fetch(server.api('/auth/not-an-action'));
    expect(res.status).toBe(404);
  });
});
