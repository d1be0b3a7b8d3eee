import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { TestBrowser } from './browser.test-helper';
import { linkParams, nextMailTo } from './outbox.test-helper';
import { SoftAuthenticator } from './soft-authenticator.test-helper';

/**
 * Account pre-claim ("pre-hijacking"): someone signs up with another person's address before they
 * do. The sign-up is unproved until its own confirmation link is used; any other proof of the
 * address removes what was set up before, ends every other session and tells the owner
 * (server/auth/claim.ts). A proved account keeps its password after a link.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const CONFIRM = 'Confirm your Bindery account';
const REMOVED = 'A password was removed from your Bindery account';

interface Begin {
  options: { challenge: string; user: { id: string } };
  challengeId: string;
}

/** Mails `to` a sign-in link (the owner asking for one) and answers its one token. */
async function linkFor(to: string): Promise<{ token: string; mail: string }> {
  const { mail } = await nextMailTo(server.dataDir, to, () =>
    new TestBrowser(server).json('/auth/magic-link', { email: to }),
  );
  const tokens = linkParams(mail, 'token');
  expect(tokens).toHaveLength(1);
  return { token: tokens[0] ?? '', mail };
}

async function passkeySignUp(b: TestBrowser, email: string, key: SoftAuthenticator) {
  const begin = (await (await b.json('/auth/passkeys/register/begin', { email })).json()) as Begin;
  const finish = await b.json('/auth/passkeys/register/finish', {
    challengeId: begin.challengeId,
    response: key.register(begin.options),
    name: 'Phone',
  });
  expect(finish.status).toBe(201);
  const { token } = (await finish.json()) as { token: string };
  return b.signIn('passkey', { token });
}

/** Signs `b` in with the passkey; answers the finish route's status (400 for an unknown passkey). */
async function passkeySignIn(b: TestBrowser, key: SoftAuthenticator): Promise<number> {
  const begin = (await (await b.json('/auth/passkeys/login/begin', {})).json()) as Begin;
  const res = await b.json('/auth/passkeys/login/finish', {
    challengeId: begin.challengeId,
    response: key.assert(begin.options, true),
  });
  if (res.status !== 200) return res.status;
  const { token } = (await res.json()) as { token: string };
  expect(await b.signIn('passkey', { token })).toMatchObject({ error: null });
  return 200;
}

async function addPasskey(b: TestBrowser, key: SoftAuthenticator): Promise<void> {
  const begin = (await (await b.json('/user/passkeys/register/begin', {})).json()) as Begin;
  const finish = await b.json('/user/passkeys/register/finish', {
    challengeId: begin.challengeId,
    response: key.register(begin.options),
    name: 'Laptop',
  });
  expect(finish.status).toBe(201);
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('an account made in advance with someone else’s address', () => {
  it('loses the planted password and passkey at the owner’s e-mailed link; every other session ends', async () => {
    const email = 'pre-claimed@example.com';
    const planted = 'Attackers-Own-Secret-1';
    const attacker = new TestBrowser(server);
    // The sign-up signs in at once, unproved, and mails the address a confirmation it cannot read.
    const { mail: confirm } = await nextMailTo(
      server.dataDir,
      email,
      () => attacker.signUp(email, planted),
      undefined,
      CONFIRM,
    );
    expect(confirm).toContain('Yes, I made this account');
    expect(await attacker.user()).toMatchObject({ email, hasPassword: true });
    const attackerKey = new SoftAuthenticator(server.url);
    await addPasskey(attacker, attackerKey);
    const attackerToken = String((await attacker.session())?.accessToken);
    // Unproved, it signs in by password like any account (on another device too).
    const second = new TestBrowser(server);
    expect(await second.signIn('password', { email, password: planted })).toMatchObject({ error: null });

    const { token, mail } = await linkFor(email);
    expect(mail).toContain('removes that password');
    const owner = new TestBrowser(server);
    const { mail: told } = await nextMailTo(
      server.dataDir,
      email,
      () => owner.signIn('magic-link', { token }),
      undefined,
      REMOVED,
    );
    expect(told).toContain(`${server.url}/webapp/account/settings`);
    const user = await owner.user();
    expect(user).toMatchObject({ email, hasPassword: false });
    expect(typeof user.unprovedKeysRemovedAt).toBe('string');

    expect(await attacker.session()).toBeNull();
    expect(await second.session()).toBeNull();
    expect((await new TestBrowser(server).fetch('/user', bearer(attackerToken))).status).toBe(401);
    expect(await new TestBrowser(server).signIn('password', { email, password: planted })).toMatchObject({
      error: 'CredentialsSignin',
      code: 'invalid_credentials',
    });
    expect(await passkeySignIn(new TestBrowser(server), attackerKey)).toBe(400);
    // The attacker's unused confirmation link proves nothing for them any more.
    const [confirmToken] = linkParams(confirm, 'token');
    const late = new TestBrowser(server);
    await late.signIn('magic-link', { token: confirmToken ?? '' });
    expect(await late.user()).toMatchObject({ hasPassword: false });

    // The owner's own session goes on; the notice is shown until they dismiss it.
    const dismissed = await owner.fetch('/user/keys-notice', { method: 'DELETE' });
    expect(dismissed.status).toBe(200);
    expect((await owner.user()).unprovedKeysRemovedAt).toBeUndefined();
  });

  it('is claimed by the confirmation mail’s “it was not me” link too', async () => {
    const email = 'not-me@example.com';
    const attacker = new TestBrowser(server);
    const { mail } = await nextMailTo(
      server.dataDir,
      email,
      () => attacker.signUp(email, 'Attackers-Own-Secret-3'),
      undefined,
      CONFIRM,
    );
    const [, notMe] = linkParams(mail, 'token');
    const owner = new TestBrowser(server);
    expect(await owner.signIn('magic-link', { token: notMe ?? '' })).toMatchObject({ error: null });
    expect(await owner.user()).toMatchObject({ email, hasPassword: false });
    expect(await attacker.session()).toBeNull();
    // Setting a password of their own ends the notice.
    const set = await owner.json('/account/update-password', { newPassword: 'Owners-Own-Secret-5' });
    expect(set.status).toBe(200);
    const { token } = (await set.json()) as { token: string };
    expect(await owner.signIn('password', { token })).toMatchObject({ error: null });
    const user = await owner.user();
    expect(user).toMatchObject({ hasPassword: true });
    expect(user.unprovedKeysRemovedAt).toBeUndefined();
  });

  it('loses a passkey sign-up’s passkey at the owner’s link, as a password', async () => {
    const email = 'pre-claimed-pk@example.com';
    const attacker = new TestBrowser(server);
    const key = new SoftAuthenticator(server.url);
    expect(await passkeySignUp(attacker, email, key)).toMatchObject({ error: null });
    expect(await passkeySignIn(new TestBrowser(server), key)).toBe(200);

    const { token } = await linkFor(email);
    const owner = new TestBrowser(server);
    await nextMailTo(server.dataDir, email, () => owner.signIn('magic-link', { token }), undefined, REMOVED);
    expect(await owner.user()).toMatchObject({ email, hasPassword: false });
    expect(await attacker.session()).toBeNull();
    expect(await passkeySignIn(new TestBrowser(server), key)).toBe(400);
  });
});

describe('an account whose sign-up was confirmed', () => {
  it('keeps its password and sessions after the confirmation and after every later link', async () => {
    const email = 'confirmed@example.com';
    const password = 'Kept-After-The-Link-9';
    const first = new TestBrowser(server);
    const { mail } = await nextMailTo(
      server.dataDir,
      email,
      () => first.signUp(email, password),
      undefined,
      CONFIRM,
    );
    const [confirm] = linkParams(mail, 'token');
    const phone = new TestBrowser(server);
    expect(await phone.signIn('magic-link', { token: confirm ?? '' })).toMatchObject({ error: null });
    expect(await phone.user()).toMatchObject({ email, hasPassword: true });
    expect((await phone.user()).unprovedKeysRemovedAt).toBeUndefined();
    expect(await first.session()).not.toBeNull();

    // Proved now: an ordinary link is only a way in (the bug of issue 26 must not come back).
    const { token, mail: next } = await linkFor(email);
    expect(next).not.toContain('removes that password');
    const later = new TestBrowser(server);
    expect(await later.signIn('magic-link', { token })).toMatchObject({ error: null });
    expect(await later.user()).toMatchObject({ email, hasPassword: true });
    expect(await first.session()).not.toBeNull();
    expect(await new TestBrowser(server).signIn('password', { email, password })).toMatchObject({
      error: null,
    });
  });

  it('keeps a passkey sign-up’s passkey once its own link confirmed it', async () => {
    const email = 'confirmed-pk@example.com';
    const key = new SoftAuthenticator(server.url);
    const b = new TestBrowser(server);
    const { mail } = await nextMailTo(
      server.dataDir,
      email,
      () => passkeySignUp(b, email, key),
      undefined,
      CONFIRM,
    );
    const [confirm] = linkParams(mail, 'token');
    expect(await new TestBrowser(server).signIn('magic-link', { token: confirm ?? '' })).toMatchObject({
      error: null,
    });
    const { token } = await linkFor(email);
    expect(await new TestBrowser(server).signIn('magic-link', { token })).toMatchObject({ error: null });
    expect(await b.session()).not.toBeNull();
    expect(await passkeySignIn(new TestBrowser(server), key)).toBe(200);
  });
});
