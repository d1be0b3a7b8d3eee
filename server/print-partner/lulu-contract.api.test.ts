import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { ADDRESS, CARDS, makePrint, pay } from '../order/commerce.test-helper';
import { orders } from '../order/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { reconcileAll } from './fulfilment';
import { LULU_TOKEN_PATH } from './lulu-shapes';
import { partnerWebhooks } from './schema';
import { type RunningSimulator, startSimulator } from './simulator/simulator';
import { jobQueue } from '../jobs/queue';
import { loadConfig } from '../config';

/**
 * The Lulu-shaped adapter against the simulator, end to end through a real server: the order is
 * paid, its files made, submitted, fetched by signed URL and preflighted by the simulator, moved
 * through production on the simulator's clock (ticked, never waited for), and reported back by
 * signed webhooks. The file-system partner has no webhooks and no API; its status comes from files
 * a print shop writes, covered in file-system-contract.api.test.ts.
 */
const HOUR = 3_600_000;
const SECRETS = {
  LULU_CLIENT_KEY: 'bindery-test-client',
  LULU_CLIENT_SECRET: 'bindery-test-secret',
  LULU_WEBHOOK_SECRET: 'bindery-test-webhook-secret',
};
let sim: RunningSimulator;
let server: TestServer;
let alice: TestBrowser;

const control = async (path: string, body: unknown = {}) => {
  const res = await fetch(`${sim.url}/_control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sim.controlToken}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
};
const simState = async () =>
  (await (
    await fetch(`${sim.url}/_control/state`, { headers: { Authorization: `Bearer ${sim.controlToken}` } })
  ).json()) as {
    created: number;
    refusedRequests: number;
    jobs: { id: number; status: string }[];
    deliveries: { status: number | null; body: string }[];
  };
const tick = (ms: number) => control('tick', { ms });

beforeAll(async () => {
  sim = await startSimulator({
    clientKey: SECRETS.LULU_CLIENT_KEY,
    clientSecret: SECRETS.LULU_CLIENT_SECRET,
    webhookSecret: SECRETS.LULU_WEBHOOK_SECRET,
  });
  server = await startTestServer({
    PORT: '4451',
    PRINT_PARTNER: 'lulu',
    LULU_API_URL: sim.url,
    ...SECRETS,
    PRINT_FILE_URL_SECRET: 'print-file-url-secret-for-the-contract-tests',
    PRINT_PARTNER_RETRY_MS: '100',
    PRINT_PARTNER_RECONCILE_HOURS: '6',
    // No change window: the order goes to the printer as soon as its files are made.
    ORDER_CANCEL_WINDOW_MINUTES: '0',
  });
  const basic = Buffer.from(`${SECRETS.LULU_CLIENT_KEY}:${SECRETS.LULU_CLIENT_SECRET}`).toString('base64');
  const token = (await (
    await fetch(`${sim.url}${LULU_TOKEN_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
  ).json()) as { access_token: string };
  await fetch(`${sim.url}/webhooks/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      url: server.api('/print-partner/webhook/lulu'),
      topics: ['PRINT_JOB_STATUS_CHANGED'],
    }),
  });
  alice = new TestBrowser(server);
  expect((await alice.signUp('alice.lulu@example.test')).error).toBeNull();
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sim?.stop();
});

async function order(): Promise<string> {
  const printId = await makePrint(alice, 'BOOK-SC-20X20');
  expect((await alice.json('/basket/item', { printId, quantity: 1 })).status).toBe(200);
  expect((await alice.json('/basket/set-delivery-address', { delivery: { address: ADDRESS } })).status).toBe(
    200,
  );
  expect((await alice.json('/basket/set-shipping-method', { method: 'standard' })).status).toBe(200);
  const { json } = await pay(alice, CARDS.success);
  expect(json.payment.status).toBe('succeeded');
  return json.order.id;
}

async function row(orderId: string) {
  const [o] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
  return o!;
}
const reaches = (orderId: string, status: string) =>
  expect
    .poll(async () => (await row(orderId)).partnerStatus, { timeout: 90_000, interval: 200 })
    .toBe(status);

async function detail(orderId: string) {
  const res = await alice.fetch(`/transaction?id=${orderId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { order: Record<string, any> }).order;
}

describe('the Lulu-shaped partner against its simulator', () => {
  it('takes an order to delivered: statuses with dates, tracking link, shipped e-mail', async () => {
    const id = await order();
    await reaches(id, 'accepted');
    await tick(HOUR);
    await reaches(id, 'in_production');
    await tick(HOUR);
    await reaches(id, 'shipped');
    await tick(HOUR);
    await reaches(id, 'delivered');
    const o = await detail(id);
    expect(o.status).toBe('delivered');
    expect(o.fulfilment.history.map((h: { status: string }) => h.status)).toEqual([
      'accepted',
      'in_production',
      'shipped',
      'delivered',
    ]);
    for (const h of o.fulfilment.history) expect(Number.isNaN(Date.parse(h.at))).toBe(false);
    expect(o.fulfilment.trackingUrl).toMatch(/^https:\/\/tracking\.example\/parcel\/SIM\d+$/);
    const history = (await (await alice.fetch('/order-history')).json()) as {
      orders: { id: string; trackingUrl: string }[];
    };
    expect(history.orders.find((h) => h.id === id)?.trackingUrl).toBe(o.fulfilment.trackingUrl);
    const outbox = join(server.dataDir, 'outbox');
    await expect
      .poll(() =>
        readdirSync(outbox).some((f) =>
          readFileSync(join(outbox, f), 'utf8').includes(o.fulfilment.trackingUrl),
        ),
      )
      .toBe(true);
  }, 180_000);

  it('stores a forced rejection with its reason and answers it, and mails the customer', async () => {
    await control('reject-next', { reason: 'Interior margins are too small for binding.' });
    const id = await order();
    await reaches(id, 'rejected');
    const o = await detail(id);
    expect(o.fulfilment.rejectionReason).toBe('Interior margins are too small for binding.');
    const outbox = join(server.dataDir, 'outbox');
    await expect
      .poll(() =>
        readdirSync(outbox).some((f) =>
          readFileSync(join(outbox, f), 'utf8').includes('Interior margins are too small'),
        ),
      )
      .toBe(true);
  }, 180_000);

  it('refuses a webhook with a bad signature, and a duplicate changes nothing', async () => {
    const { deliveries } = await simState();
    const last = deliveries.length - 1;
    const before = (await server.database.db.select().from(partnerWebhooks)).length;
    expect((await control('redeliver', { index: last, signature: 'ab'.repeat(32) })).status).toBe(401);
    expect((await control('redeliver', { index: last, signature: 'not-hex' })).status).toBe(401);
    const res = await fetch(server.api('/print-partner/webhook/lulu'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: deliveries[last]!.body,
    });
    expect(res.status).toBe(401);
    expect((await server.database.db.select().from(partnerWebhooks)).length).toBe(before);
    const snapshot = await server.database.db.select().from(orders);
    expect((await control('redeliver', { index: last })).status).toBe(200);
    expect((await control('redeliver', { index: last })).status).toBe(200);
    expect((await server.database.db.select().from(partnerWebhooks)).length).toBe(before);
    expect(await server.database.db.select().from(orders)).toEqual(snapshot);
  }, 60_000);

  it('goes through exactly once when the partner answers 500 for two minutes', async () => {
    const created = (await simState()).created;
    await control('down', { ms: 120_000 });
    const id = await order();
    await expect
      .poll(async () => (await simState()).refusedRequests, { timeout: 90_000 })
      .toBeGreaterThanOrEqual(3);
    expect((await row(id)).partnerReference).toBeNull();
    await tick(120_000);
    await reaches(id, 'accepted');
    // More tries were queued while it was down; none makes a second job.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await simState()).created).toBe(created + 1);
  }, 180_000);

  it('catches dead webhooks by reconciliation', async () => {
    const id = await order();
    await reaches(id, 'accepted');
    await control('drop-webhooks', { on: true });
    await tick(3 * HOUR);
    expect((await row(id)).partnerStatus).toBe('accepted');
    const config = loadConfig(server.env);
    const enqueue = jobQueue(server.database, config).enqueue;
    // Not quiet long enough yet: nothing asked.
    expect(await reconcileAll(server.database.db, config, enqueue)).toBe(0);
    expect(
      await reconcileAll(server.database.db, config, enqueue, new Date(Date.now() + 7 * HOUR)),
    ).toBeGreaterThanOrEqual(1);
    expect((await row(id)).partnerStatus).toBe('delivered');
    await control('drop-webhooks', { on: false });
  }, 180_000);
});
