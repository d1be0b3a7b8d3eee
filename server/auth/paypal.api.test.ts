import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { TestBrowser } from './browser.test-helper';
import { nextMailTo } from './outbox.test-helper';
import { freePort, type OidcPeer, startOidcPeer } from './oidc-peer.test-helper';

let server: TestServer;
let peer: OidcPeer;
/** The wallet account the peer signs in (a test may change its address). */
const wallet = {
  sub: 'paypal-buyer-1',
  email: 'Buyer@PayPal.example',
  given_name: 'Pat',
  family_name: 'Pal',
};

beforeAll(async () => {
  const port = await freePort();
  peer = await startOidcPeer(`http://localhost:${port}/webapp/api/auth/callback/paypal`, wallet);
  server = await startTestServer({
    PORT: String(port),
    PAYPAL_ISSUER: peer.issuer,
    PAYPAL_CLIENT_ID: peer.clientId,
    PAYPAL_CLIENT_SECRET: peer.clientSecret,
  });
});
afterAll(async () => {
  await server?.stop();
  await peer?.stop();
});

/** Follows redirects through the provider with its own cookies, stopping when it sends us back. */
async function throughProvider(start: string, appOrigin: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 15; hop++) {
    if (url.startsWith(appOrigin)) return url;
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(next, url).toString();
  }
  throw new Error('too many redirects');
}

/** The wallet sign-in as the browser makes it: to the provider and back to the app's callback. */
async function walletSignIn(b: TestBrowser): Promise<void> {
  const form = new URLSearchParams({
    csrfToken: await b.csrf(),
    callbackUrl: `${server.url}/webapp/account`,
    json: 'true',
  });
  const start = await b.fetch('/auth/signin/paypal', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(peer.issuer)).toBe(true);
  const back = await throughProvider(url, server.url);
  const done = await b.fetch(back.replace(`${server.url}/webapp/api`, ''));
  expect(done.status).toBe(302);
  expect(done.headers.get('location')).toBe(`${server.url}/webapp/account`);
}

describe('PayPal sign-in over OpenID Connect', () => {
  it('is listed as a provider and described at /auth/paypal', async () => {
    const b = new TestBrowser(server);
    const providers = (await (await b.fetch('/auth/providers')).json()) as Record<string, { type: string }>;
    expect(providers.paypal?.type).toBe('oidc');
    expect(await (await b.fetch('/auth/paypal')).json()).toMatchObject({ enabled: true });
  });

  it('signs in with the wallet account, creating the Bindery account from its e-mail', async () => {
    const b = new TestBrowser(server);
    await walletSignIn(b);
    expect((await b.session())?.user).toMatchObject({
      email: 'buyer@paypal.example',
      firstName: 'Pat',
      lastName: 'Pal',
      hasPassword: false,
    });
  });

  it('proves the address as an e-mailed link does: a password set up before goes, and the owner is told', async () => {
    const email = 'wallet-owner@example.com';
    const attacker = new TestBrowser(server);
    await attacker.signUp(email, 'Attackers-Own-Secret-4');
    expect(await attacker.user()).toMatchObject({ email, hasPassword: true });
    wallet.email = email;
    try {
      const owner = new TestBrowser(server);
      const { mail } = await nextMailTo(
        server.dataDir,
        email,
        () => walletSignIn(owner),
        undefined,
        'A password was removed from your Bindery account',
      );
      expect(mail).toContain('/webapp/account/settings');
      const user = await owner.user();
      expect(user).toMatchObject({ email, hasPassword: false });
      expect(typeof user.unprovedKeysRemovedAt).toBe('string');
      expect(await attacker.session()).toBeNull();
      expect(
        await new TestBrowser(server).signIn('password', { email, password: 'Attackers-Own-Secret-4' }),
      ).toMatchObject({ code: 'invalid_credentials' });
    } finally {
      wallet.email = 'Buyer@PayPal.example';
    }
  });

  it('refuses a callback without the state it started with', async () => {
    const b = new TestBrowser(server);
    const res = await b.fetch('/auth/callback/paypal?code=forged&state=forged');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/webapp\/sign-in\?error=/);
    expect(await b.session()).toBeNull();
  });
});
