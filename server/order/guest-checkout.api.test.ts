import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import { body, CARDS, pay, readyBasket } from './commerce.test-helper';
import { orders } from './schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

async function guest(): Promise<{ browser: TestBrowser; uuid: string }> {
  const browser = new TestBrowser(server);
  const { token } = (await (await browser.json('/auth/guest', {})).json()) as { token: string };
  expect(await browser.signIn('guest', { token })).toMatchObject({ status: 200, error: null });
  return { browser, uuid: (await browser.user()).uuid };
}

function mailsTo(to: string): string[] {
  const dir = join(server.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => text.includes(`To: ${to}`));
}

async function waitFor<T>(probe: () => T | null | undefined | false, tries = 300): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('gave up waiting');
}

describe('guest checkout', () => {
  it('asks a guest for an e-mail address before charging anything', async () => {
    const { browser, uuid } = await guest();
    await readyBasket(browser);
    const missing = await pay(browser, CARDS.success);
    expect(missing.res.status).toBe(400);
    expect(missing.json).toMatchObject({ error: { field: 'body.email' } });
    const bad = await pay(browser, CARDS.success, undefined, { email: 'not an address' });
    expect(bad.res.status).toBe(400);
    expect(bad.json).toMatchObject({ error: { field: 'body.email' } });
    const wallet = await browser.json('/basket/express-purchase', { idempotencyKey: 'guest-wallet-1' });
    expect(wallet.status).toBe(400);
    expect(await wallet.json()).toMatchObject({ error: { field: 'body.email' } });
    expect(await server.database.db.select().from(orders).where(eq(orders.userUuid, uuid))).toEqual([]);
  });

  it('sends the confirmation to that address, then turns the guest into an account that keeps the order', async () => {
    const { browser, uuid } = await guest();
    await readyBasket(browser);
    const paid = await pay(browser, CARDS.success, undefined, { email: 'Grace@Example.test' });
    expect(paid.res.status).toBe(200);
    expect(paid.json.payment.status).toBe('succeeded');
    const orderId = paid.json.order.id;
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.email).toBe('grace@example.test');

    const mail = await waitFor(() => mailsTo('grace@example.test')[0]);
    expect(mail).toContain(paid.json.order.reference);

    // The confirmation page offers an account for that address: a password is all it needs.
    expect((await browser.signUp('grace@example.test')).error).toBeNull();
    const user = await browser.user();
    expect(user).toMatchObject({ uuid, isGuest: false, email: 'grace@example.test' });
    const history = await body<{ orders: { id: string }[] }>(await browser.fetch('/order-history'));
    expect(history.orders.map((o) => o.id)).toContain(orderId);
  });

  it('uses the account address for a signed-in customer, whatever the body says', async () => {
    const b = new TestBrowser(server);
    expect((await b.signUp('ada.checkout@example.test')).error).toBeNull();
    await readyBasket(b);
    const { json } = await pay(b, CARDS.success, undefined, { email: 'someone.else@example.test' });
    expect(json.payment.status).toBe('succeeded');
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, json.order.id));
    expect(row?.email).toBe('ada.checkout@example.test');
  });
});
