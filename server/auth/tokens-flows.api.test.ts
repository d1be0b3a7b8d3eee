import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onGuestMerged } from '../user/guest-merge';
import { startTestServer, type TestServer } from '../test/harness';
import { TestBrowser } from './browser.test-helper';
import { linkParams, mailsTo, nextMailTo, settleMail } from './outbox.test-helper';
import { oneTimeTokens } from './schema';
import { hashToken } from './tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** Runs `action` and answers the e-mail it sends to `to` (sent by a job after the answer). */
async function mailAfter<T>(to: string, action: () => Promise<T>): Promise<{ mail: string; result: T }> {
  return nextMailTo(server.dataDir, to, action);
}

function linkParam(mail: string, name: string): string {
  const first = linkParams(mail, name)[0];
  if (!first) throw new Error(`no ${name} link in mail`);
  return first;
}

/** A POST with headers fetch would not send as given (Host). */
function postWithHeaders(path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = httpRequest(
      server.api(path),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('links in e-mails', () => {
  it('point at the configured origin, never at the Host or X-Forwarded-Host of the request', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const { mail: magic, result: status } = await mailAfter('hosted@example.com', () =>
      postWithHeaders('/auth/magic-link', { email: 'hosted@example.com' }, forged),
    );
    expect(status).toBe(202);
    expect(magic).not.toContain('evil.example');
    expect(magic).toContain(`${server.url}/webapp/sign-in/link?token=`);

    await new TestBrowser(server).signUp('hosted-reset@example.com');
    const { mail: reset, result: resetStatus } = await mailAfter('hosted-reset@example.com', () =>
      postWithHeaders('/forgot-password', { email: 'hosted-reset@example.com' }, forged),
    );
    expect(resetStatus).toBe(202);
    expect(reset).not.toContain('evil.example');
    expect(reset).toContain(`${server.url}/webapp/sign-in/link?reset=`);
  });
});

describe('guest', () => {
  it('creates a guest session; signing up keeps the uuid', async () => {
    const b = new TestBrowser(server);
    const res = await b.json('/auth/guest', {});
    expect(res.status).toBe(201);
    const { token } = (await res.json()) as { token: string };
    expect(await b.signIn('guest', { token })).toMatchObject({ status: 200, error: null });
    const guest = await b.user();
    expect(guest).toMatchObject({ isGuest: true, email: null });
    // The guest token is single-use.
    expect(await new TestBrowser(server).signIn('guest', { token })).toMatchObject({
      status: 200,
      code: 'token_invalid',
    });
    await b.signUp('guest-to-member@example.com');
    const member = await b.user();
    expect(member).toMatchObject({ uuid: guest.uuid, isGuest: false });
  });

  it('moves a guest to the account they sign in to, through the merge hooks', async () => {
    const owner = new TestBrowser(server);
    await owner.signUp('merge-target@example.com');
    const ownerUuid = (await owner.user()).uuid;
    const merged: Array<{ guestUuid: string; userUuid: string }> = [];
    const off = onGuestMerged(async (_tx, ids) => {
      merged.push(ids);
    });
    try {
      const b = new TestBrowser(server);
      const { token } = (await (await b.json('/auth/guest', {})).json()) as { token: string };
      await b.signIn('guest', { token });
      const guestUuid = (await b.user()).uuid;
      await b.signIn('password', { email: 'merge-target@example.com', password: 'Tr0ubadour-Horse-42' });
      expect((await b.user()).uuid).toBe(ownerUuid);
      expect(merged).toEqual([{ guestUuid, userUuid: ownerUuid }]);
    } finally {
      off();
    }
  });
});

describe('magic link', () => {
  it('mails a single-use link that signs in, creating the account the first time', async () => {
    const b = new TestBrowser(server);
    const { mail, result: res } = await mailAfter('link@example.com', () =>
      b.json('/auth/magic-link', { email: 'Link@Example.com', callbackUrl: '/webapp/account' }),
    );
    expect(res.status).toBe(202);
    const token = linkParam(mail, 'token');
    expect(await b.signIn('magic-link', { token })).toMatchObject({ status: 200, error: null });
    expect((await b.session())?.user).toMatchObject({ email: 'link@example.com', hasPassword: false });
    const reuse = await new TestBrowser(server).signIn('magic-link', { token });
    expect(reuse).toMatchObject({ status: 200, code: 'link_used' });
  });

  it('answers the same for unknown and known addresses, and refuses an expired link', async () => {
    const b = new TestBrowser(server);
    const known = await b.json('/auth/magic-link', { email: 'link@example.com' });
    const { mail, result: unknown } = await mailAfter('stranger@example.com', () =>
      b.json('/auth/magic-link', { email: 'stranger@example.com' }),
    );
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    const token = linkParam(mail, 'token');
    await server.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(await b.signIn('magic-link', { token })).toMatchObject({ status: 200, code: 'link_expired' });
  });

  it('refuses a bad address and only sends back inside the app', async () => {
    const b = new TestBrowser(server);
    expect((await b.json('/auth/magic-link', { email: 'not-an-address' })).status).toBe(400);
    const evil = await b.json('/auth/magic-link', {
      email: 'a@example.com',
      callbackUrl: 'https://evil.example/',
    });
    expect(evil.status).toBe(400);
  });

  it('limits links per address with a 429', async () => {
    const b = new TestBrowser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await b.json('/auth/magic-link', { email: 'flood@example.com' })).status);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
  });
});

describe('passwords', () => {
  it('checks strength against length, the common list and the address', async () => {
    const b = new TestBrowser(server);
    const check = async (password: string, email?: string) =>
      (await (await b.json('/passwordCheck', { password, email })).json()) as {
        ok: boolean;
        problems: string[];
      };
    expect(await check('short')).toMatchObject({ ok: false, problems: ['too_short'] });
    expect((await check('Password123!')).problems).toContain('common');
    expect((await check('annabelle-photos', 'annabelle@example.com')).problems).toContain('contains_email');
    expect(await check('Tr0ubadour-Horse-42')).toMatchObject({ ok: true, problems: [] });
  });

  it('resets a password by e-mail once; old sessions end', async () => {
    const b = new TestBrowser(server);
    await b.signUp('forgetful@example.com');
    const { mail, result: res } = await mailAfter('forgetful@example.com', () =>
      new TestBrowser(server).json('/forgot-password', { email: 'forgetful@example.com' }),
    );
    expect(res.status).toBe(202);
    const token = linkParam(mail, 'reset');
    const weak = await b.json('/reset-password', { token, password: 'password1' });
    expect(weak.status).toBe(400);
    const ok = await b.json('/reset-password', { token, password: 'A-brand-new-secret-7' });
    expect(ok.status).toBe(200);
    expect(await b.session()).toBeNull();
    const again = await b.json('/reset-password', { token, password: 'Another-new-secret-8' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(/already used/);
    expect(
      await b.signIn('password', { email: 'forgetful@example.com', password: 'A-brand-new-secret-7' }),
    ).toMatchObject({
      status: 200,
    });
  });

  it('answers forgot-password the same for an unknown address and sends nothing', async () => {
    const res = await new TestBrowser(server).json('/forgot-password', { email: 'ghost@example.com' });
    expect(res.status).toBe(202);
    await settleMail();
    expect(mailsTo(server.dataDir, 'ghost@example.com')).toEqual([]);
  });
});

// An account made in advance with someone else's address, and a confirmed one after a link:
// server/auth/pre-claim.api.test.ts.

describe('an admin’s address', () => {
  it('is always claimed strictly: a password planted in its name goes with the first link', async () => {
    const admin = await startTestServer({ ADMIN_EMAILS: 'boss@example.com' });
    try {
      const attacker = new TestBrowser(admin);
      await attacker.signUp('boss@example.com', 'Attackers-Own-Secret-2');
      expect(await attacker.user()).toMatchObject({ role: 'customer' });

      const boss = new TestBrowser(admin);
      const { mail } = await nextMailTo(admin.dataDir, 'boss@example.com', () =>
        boss.json('/auth/magic-link', { email: 'boss@example.com' }),
      );
      const tokens = linkParams(mail, 'token');
      expect(tokens).toHaveLength(1);
      expect(await boss.signIn('magic-link', { token: tokens[0] ?? '' })).toMatchObject({ error: null });
      expect(await boss.user()).toMatchObject({ role: 'admin', hasPassword: false });
      expect(await attacker.session()).toBeNull();
      expect(
        await new TestBrowser(admin).signIn('password', {
          email: 'boss@example.com',
          password: 'Attackers-Own-Secret-2',
        }),
      ).toMatchObject({ code: 'invalid_credentials' });
    } finally {
      await admin.stop();
    }
  });
});
