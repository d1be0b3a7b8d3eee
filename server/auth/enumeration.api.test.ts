import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { TestBrowser } from './browser.test-helper';
import { linkParams, nextMailTo } from './outbox.test-helper';
import { rateLimits } from './schema';
import { SoftAuthenticator } from './soft-authenticator.test-helper';

/**
 * No route tells whether an address has an account (issue 26): sign-up by password or passkey,
 * the reset and the e-mail link answer a known address with the same status and body shape, in
 * about the same time, as an unknown one. Those routes answer no sooner than a floor (`paced`,
 * server/auth/pace.ts, unit-tested with a fake clock); the few milliseconds their work differs by
 * used to be within reach of a loaded machine's noise (the passkey medians failed this once in CI).
 */

let server: TestServer;
const KNOWN = ['known-1@example.com', 'known-2@example.com', 'known-3@example.com'];
const OWN_PASSWORD = 'Tr0ubadour-Horse-42';

beforeAll(async () => {
  server = await startTestServer();
  for (const email of KNOWN) await new TestBrowser(server).signUp(email, OWN_PASSWORD);
});
afterAll(() => server?.stop());

/** Every test makes many attempts from one client: the limits are not what is measured here. */
async function clearRateLimits(): Promise<void> {
  await server.database.db.delete(rateLimits);
}

let serial = 0;
const unknownEmail = () => `nobody-${Date.now().toString(36)}-${++serial}@example.com`;
const knownEmail = () => KNOWN[++serial % KNOWN.length] ?? '';
const strangerPassword = () => `Not-The-Owners-${++serial}-Secret`;

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Times `attempt` for known and unknown addresses, alternating, after a warm-up; answers the
 * medians in ms. Only the request itself is timed (`attempt` answers its own duration).
 */
async function medians(
  attempt: (email: string) => Promise<number>,
  rounds = 20,
): Promise<{ known: number; unknown: number }> {
  for (let i = 0; i < 2; i++) {
    await clearRateLimits();
    await attempt(knownEmail());
    await clearRateLimits();
    await attempt(unknownEmail());
  }
  const known: number[] = [];
  const unknown: number[] = [];
  // A pause before each attempt lets the e-mail job of the one before finish, so neither side is
  // timed while the other's mail is being written.
  const pause = () => new Promise((r) => setTimeout(r, 40));
  const one = async (side: 'known' | 'unknown') => {
    await clearRateLimits();
    await pause();
    if (side === 'known') known.push(await attempt(knownEmail()));
    else unknown.push(await attempt(unknownEmail()));
  };
  // Known first in one round, unknown first in the next: neither always follows the other.
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const side of order) await one(side);
  }
  return { known: median(known), unknown: median(unknown) };
}

/**
 * Rounds for the paced routes: every answer waits for the same floor, so fewer requests tell the
 * medians apart as well (and the file takes a few seconds, not a minute).
 */
const PACED_ROUNDS = 10;

/**
 * Generous: a median may be half as long again as the other, no more (a reset was 3x), or differ
 * by under 2 ms, the noise of a few-millisecond request on a loaded machine.
 */
function expectAlike({ known, unknown }: { known: number; unknown: number }) {
  const ratio = Math.max(known, unknown) / Math.max(0.1, Math.min(known, unknown));
  const figures = `median known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`;
  console.info(figures);
  expect(ratio < 1.5 || Math.abs(known - unknown) < 2, figures).toBe(true);
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** The keys of a JSON body, nested, so two answers can be compared by shape. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  return typeof value;
}

async function answer(res: Response) {
  return { status: res.status, shape: shape(await res.json()) };
}

describe('forgot-password', () => {
  const ask = (email: string) => new TestBrowser(server).json('/forgot-password', { email });

  it('answers a known and an unknown address alike', async () => {
    await clearRateLimits();
    const known = await answer(await ask(KNOWN[0] ?? ''));
    const unknown = await answer(await ask(unknownEmail()));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(202);
  });

  it('takes about as long for both', async () => {
    expectAlike(await medians(async (email) => (await timed(() => ask(email))).ms, PACED_ROUNDS));
  });
});

describe('magic link', () => {
  const ask = (email: string) => new TestBrowser(server).json('/auth/magic-link', { email });

  it('answers a known and an unknown address alike', async () => {
    await clearRateLimits();
    expect(await answer(await ask(KNOWN[0] ?? ''))).toEqual(await answer(await ask(unknownEmail())));
  });

  it('takes about as long for both', async () => {
    expectAlike(await medians(async (email) => (await timed(() => ask(email))).ms, PACED_ROUNDS));
  });
});

interface Begin {
  options: { challenge: string; user: { id: string } };
  challengeId: string;
}

describe('passkey sign-up', () => {
  const begin = (b: TestBrowser, email: string) => b.json('/auth/passkeys/register/begin', { email });
  const finish = async (b: TestBrowser, email: string) => {
    const started = (await (await begin(b, email)).json()) as Begin;
    const response = new SoftAuthenticator(server.url).register(started.options);
    return timed(() =>
      b.json('/auth/passkeys/register/finish', { challengeId: started.challengeId, response, name: 'Phone' }),
    );
  };

  it('begins and finishes alike for a known and an unknown address', async () => {
    await clearRateLimits();
    const b = new TestBrowser(server);
    expect(await answer(await begin(b, KNOWN[0] ?? ''))).toEqual(
      await answer(await begin(b, unknownEmail())),
    );
    const known = await answer((await finish(new TestBrowser(server), KNOWN[0] ?? '')).value);
    const unknown = await answer((await finish(new TestBrowser(server), unknownEmail())).value);
    expect(known).toEqual(unknown);
    expect(known.status).toBe(201);
  });

  // 48 requests, each answered no sooner than the pace floor (server/auth/pace.ts): about 12 s.
  it('takes about as long for both, to begin and to finish', { timeout: 120_000 }, async () => {
    expectAlike(
      await medians(
        async (email) => (await timed(() => begin(new TestBrowser(server), email))).ms,
        PACED_ROUNDS,
      ),
    );
    expectAlike(
      await medians(async (email) => (await finish(new TestBrowser(server), email)).ms, PACED_ROUNDS),
    );
  });

  it('mails the owner of a taken address; its token signs no one in', async () => {
    await clearRateLimits();
    const email = 'passkey-taken@example.com';
    await new TestBrowser(server).signUp(email, OWN_PASSWORD);
    const b = new TestBrowser(server);
    const { mail, result } = await nextMailTo(server.dataDir, email, () => finish(b, email));
    expect(mail).toContain('tried to create a Bindery account');
    const { token } = (await result.value.json()) as { token: string };
    expect(await b.signIn('passkey', { token })).toMatchObject({ status: 200, code: 'check_email' });
    expect(await b.session()).toBeNull();
  });
});

describe('password sign-up', () => {
  const signUp = (email: string, password = strangerPassword()) =>
    timed(async () => {
      const b = new TestBrowser(server);
      const csrfToken = await b.csrf();
      const start = performance.now();
      const res = await b.fetch('/auth/callback/password', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email,
          password,
          intent: 'signup',
          firstName: 'Ann',
          csrfToken,
          callbackUrl: `${server.url}/webapp/account`,
          json: 'true',
        }).toString(),
      });
      return { res, ms: performance.now() - start, browser: b };
    });

  it('answers a known and an unknown address with the same status and body shape', async () => {
    await clearRateLimits();
    const known = (await signUp(KNOWN[0] ?? '')).value;
    const unknown = (await signUp(unknownEmail())).value;
    expect(await answer(known.res)).toEqual(await answer(unknown.res));
  });

  // 44 sign-ups, each a password hash: a minute on a loaded machine is not a failure.
  it('takes about as long for both', { timeout: 120_000 }, async () => {
    expectAlike(await medians(async (email) => (await signUp(email)).value.ms));
  });

  it('signs a new address in at once, and mails the owner of a taken one instead', async () => {
    await clearRateLimits();
    const fresh = unknownEmail();
    const made = (await signUp(fresh, OWN_PASSWORD)).value.browser;
    expect(await made.user()).toMatchObject({ email: fresh, firstName: 'Ann' });

    const email = 'password-taken@example.com';
    await new TestBrowser(server).signUp(email, OWN_PASSWORD, { firstName: 'Ann' });
    const b = new TestBrowser(server);
    const { mail, result } = await nextMailTo(server.dataDir, email, () =>
      b.signUp(email, strangerPassword(), { firstName: 'Mallory' }),
    );
    expect(result).toMatchObject({ status: 200, error: 'CredentialsSignin', code: 'check_email' });
    expect(await b.session()).toBeNull();
    expect(mail).toContain('tried to create a Bindery account');
    // The link in it signs the owner in, to the account they already have.
    const [token] = linkParams(mail, 'token');
    const owner = new TestBrowser(server);
    expect(await owner.signIn('magic-link', { token: token ?? '' })).toMatchObject({
      status: 200,
      error: null,
    });
    expect(await owner.user()).toMatchObject({ email, firstName: 'Ann' });
  });

  it('signs the owner in when they "sign up" again with their own password', async () => {
    await clearRateLimits();
    const email = KNOWN[0] ?? '';
    const b = new TestBrowser(server);
    expect(await b.signUp(email, OWN_PASSWORD)).toMatchObject({ status: 200, error: null });
    expect(await b.user()).toMatchObject({ email });
  });
});
