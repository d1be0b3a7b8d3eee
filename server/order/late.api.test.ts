import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { mailsTo } from '../auth/outbox.test-helper';
import { payments, sandboxCharges } from '../payment/schema';
import { LULU_SHIPPING_OPTIONS_PATH } from '../print-partner/lulu-estimate-shapes';
import { LULU_TOKEN_PATH } from '../print-partner/lulu-shapes';
import { type RunningSimulator, startSimulator } from '../print-partner/simulator/simulator';
import { addWorkingDays } from '../shipping/options';
import { type Config, loadConfig } from '../config';
import { startTestServer, type TestServer } from '../test/harness';
import { users } from '../user/schema';
import { ADDRESS, body, CARDS, pay, readyBasket } from './commerce.test-helper';
import { flagIfLate } from './late';
import { orders } from './schema';

/**
 * Issue 53, "arrives by" before paying and the late rule: the dates come from the print partner's
 * own estimate (the Lulu-shaped simulator's shipping options) plus our production day, say so when
 * the partner cannot be asked, stay with the order, and an order past them is flagged to the
 * operator with its shipping refunded once, however often the rule runs.
 */
const SECRETS = {
  LULU_CLIENT_KEY: 'bindery-late-client',
  LULU_CLIENT_SECRET: 'bindery-late-secret',
  LULU_WEBHOOK_SECRET: 'bindery-late-webhook-secret',
};
let sim: RunningSimulator;
let server: TestServer;
let alice: TestBrowser;
let boss: TestBrowser;
let config: Config;

beforeAll(async () => {
  sim = await startSimulator({
    clientKey: SECRETS.LULU_CLIENT_KEY,
    clientSecret: SECRETS.LULU_CLIENT_SECRET,
    webhookSecret: SECRETS.LULU_WEBHOOK_SECRET,
  });
  server = await startTestServer({
    PRINT_PARTNER: 'lulu',
    LULU_API_URL: sim.url,
    ...SECRETS,
    PRINT_FILE_URL_SECRET: 'print-file-url-secret-for-the-late-tests',
  });
  alice = new TestBrowser(server);
  boss = new TestBrowser(server);
  expect((await alice.signUp('alice.late@example.test')).error).toBeNull();
  expect((await boss.signUp('boss.late@example.test')).error).toBeNull();
  // The operator (an address in ADMIN_EMAILS counts once proved; here the role is given outright).
  await server.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, 'boss.late@example.test'));
  config = loadConfig(server.env);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sim?.stop();
});

/** What the simulator itself says, asked as the adapter asks it. */
async function simulatorOptions(country: string) {
  const basic = Buffer.from(`${SECRETS.LULU_CLIENT_KEY}:${SECRETS.LULU_CLIENT_SECRET}`).toString('base64');
  const { access_token } = (await (
    await fetch(`${sim.url}${LULU_TOKEN_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
  ).json()) as { access_token: string };
  const res = await fetch(`${sim.url}${LULU_SHIPPING_OPTIONS_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      line_items: [{ page_count: 40, pod_package_id: '0850X0850FCPRECW080CW444GXX', quantity: 1 }],
      shipping_address: { country_code: country },
    }),
  });
  return (await res.json()) as { level: string; min_delivery_date: string; max_delivery_date: string }[];
}
const plusOurDay = (iso: string) =>
  addWorkingDays(new Date(`${iso}T00:00:00Z`), 1)
    .toISOString()
    .slice(0, 10);

interface Option {
  method: string;
  earliest: string;
  latest: string;
  estimate: string;
}

describe('arrives by', () => {
  it("dates each shipping method by the partner's own estimate plus our production day, and keeps it with the order", async () => {
    const { basket } = await readyBasket(alice);
    const options = (basket as unknown as { shippingOptions: Option[] }).shippingOptions;
    const partner = await simulatorOptions('GB');
    for (const [method, level] of [
      ['standard', 'MAIL'],
      ['express', 'EXPRESS'],
    ] as const) {
      const theirs = partner.find((o) => o.level === level)!;
      expect(options.find((o) => o.method === method)).toMatchObject({
        estimate: 'partner',
        earliest: plusOurDay(theirs.min_delivery_date),
        latest: plusOurDay(theirs.max_delivery_date),
      });
    }
    const { json } = await pay(alice, CARDS.success);
    const standard = options.find((o) => o.method === 'standard')!;
    const stored = await body<{ order: { estimatedDelivery: Option } }>(
      await alice.fetch(`/transaction?id=${json.order.id}`),
    );
    expect(stored.order.estimatedDelivery).toEqual({
      earliest: standard.earliest,
      latest: standard.latest,
      estimate: 'partner',
    });
  }, 60_000);

  it('says the dates are our rough estimate when the partner is down, and still prices the basket', async () => {
    await fetch(`${sim.url}/_control/down`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sim.controlToken}` },
      body: JSON.stringify({ ms: 3_600_000 }),
    });
    try {
      const res = await alice.json('/basket/set-delivery-country?currency=EUR', { country: 'FR' });
      expect(res.status).toBe(200);
      const { basket } = await body<{
        basket: { shippingOptions: Option[]; totals: { shippingMinor: number } };
      }>(res);
      expect(basket.shippingOptions.map((o) => o.estimate)).toEqual(['fallback', 'fallback']);
      expect(basket.totals.shippingMinor).toBeGreaterThan(0);
    } finally {
      await fetch(`${sim.url}/_control/down`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sim.controlToken}` },
        body: JSON.stringify({ ms: 0 }),
      });
      await alice.json('/basket/set-delivery-country', { country: 'GB' });
    }
  });
});

async function paidOrder(email: string) {
  const browser = new TestBrowser(server);
  expect((await browser.signUp(email)).error).toBeNull();
  await readyBasket(browser);
  const { json } = await pay(browser, CARDS.success, randomUUID());
  expect(json.payment.status).toBe('succeeded');
  const [order] = await server.database.db.select().from(orders).where(eq(orders.id, json.order.id));
  return order!;
}
/** Moves the order's promise into the past, as the days going by would. */
const promiseEnded = (id: string, latest: string) =>
  server.database.db
    .update(orders)
    .set({
      estimatedDelivery: sql`jsonb_set(${orders.estimatedDelivery}, '{latest}', ${JSON.stringify(latest)}::jsonb)`,
    })
    .where(eq(orders.id, id));

describe('the late rule', () => {
  it('flags an order past its promise, refunds its shipping once and mails the customer, however often it runs', async () => {
    const email = `late-${randomUUID().slice(0, 8)}@example.test`;
    const order = await paidOrder(email);
    const sweep = () => boss.json('/admin/orders/late/sweep', {});
    // On time: nothing.
    expect(await body<{ flagged: number }>(await sweep())).toMatchObject({ flagged: 0 });
    await promiseEnded(order.id, '2026-01-05');
    const [late] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    // Two runs at once (the job and the operator's sweep) flag it once.
    const [a, b] = await Promise.all([
      flagIfLate(server.database.db, config, late!),
      flagIfLate(server.database.db, config, late!),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((await body<{ flagged: number }>(await sweep())).flagged).toBe(0);

    const [payment] = await server.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    const [charge] = await server.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, payment!.reference!));
    expect(charge!.refundedMinor).toBe(order.totals.shippingMinor);
    expect(payment!.status).toBe('succeeded');

    const list = await body<{
      orders: { id: string; shippingRefundMinor: number; promised: { latest: string } }[];
    }>(await boss.fetch('/admin/orders/late'));
    expect(list.orders.find((o) => o.id === order.id)).toMatchObject({
      shippingRefundMinor: order.totals.shippingMinor,
      promised: { latest: '2026-01-05' },
    });
    expect((await alice.fetch('/admin/orders/late')).status).toBe(403);
    const mails = mailsTo(server.dataDir, email).filter((m) => m.includes('is late'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('January 2026');
  }, 60_000);

  it('leaves an order delivered by the end of its last day alone, and flags one delivered after it', async () => {
    const onTime = await paidOrder(`ontime-${randomUUID().slice(0, 8)}@example.test`);
    const lateOne = await paidOrder(`latedelivered-${randomUUID().slice(0, 8)}@example.test`);
    const delivered = (at: string) =>
      sql`${orders.history} || ${JSON.stringify([{ status: 'delivered', at }])}::jsonb`;
    for (const [order, at] of [
      [onTime, '2026-01-05T23:30:00.000Z'],
      [lateOne, '2026-01-06T00:30:00.000Z'],
    ] as const) {
      await promiseEnded(order.id, '2026-01-05');
      await server.database.db
        .update(orders)
        .set({ status: 'delivered', history: delivered(at) })
        .where(eq(orders.id, order.id));
    }
    const rows = await server.database.db.select().from(orders);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const now = new Date('2026-01-07T12:00:00Z');
    // GB: 23:30 UTC on 5 January is before midnight in London; 00:30 on the 6th is not.
    expect(await flagIfLate(server.database.db, config, byId.get(onTime.id)!, now)).toBe(false);
    expect(await flagIfLate(server.database.db, config, byId.get(lateOne.id)!, now)).toBe(true);
    expect(ADDRESS.countryCode).toBe('GB');
  }, 60_000);
});
