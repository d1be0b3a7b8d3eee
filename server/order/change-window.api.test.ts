import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { loadConfig } from '../config';
import { jobQueue } from '../jobs/queue';
import { payments } from '../payment/schema';
import { submitOrder } from '../print-partner/fulfilment';
import { LULU_TOKEN_PATH } from '../print-partner/lulu-shapes';
import { type RunningSimulator, startSimulator } from '../print-partner/simulator/simulator';
import { startTestServer, type TestServer } from '../test/harness';
import { ADDRESS, body, CARDS, pay, readyBasket } from './commerce.test-helper';
import { orders } from './schema';
import { JOB_START_PRODUCTION } from './settle';

/**
 * The change window against the Lulu-shaped simulator: a paid order is held (nothing at the
 * printer) while it can change; once the window closes it is handed off, and a change or cancel
 * is asked of the printer, whose yes or no (with its reason) is the customer's answer. The window
 * is 10 minutes; its edges are reached by moving the order's payment time back, never by waiting.
 */
const HOUR = 3_600_000;
const WINDOW_MINUTES = 10;
const SECRETS = {
  LULU_CLIENT_KEY: 'bindery-window-client',
  LULU_CLIENT_SECRET: 'bindery-window-secret',
  LULU_WEBHOOK_SECRET: 'bindery-window-webhook-secret',
};
let sim: RunningSimulator;
let server: TestServer;
let alice: TestBrowser;
let token: string;

async function control(path: string, payload: unknown = {}) {
  const res = await fetch(`${sim.url}/_control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sim.controlToken}` },
    body: JSON.stringify(payload),
  });
  expect(res.status).toBeLessThan(300);
}
const simState = async () =>
  (await (
    await fetch(`${sim.url}/_control/state`, { headers: { Authorization: `Bearer ${sim.controlToken}` } })
  ).json()) as {
    created: number;
    refusedRequests: number;
    jobs: { id: number; status: string }[];
  };
/** The partner's own record of a job, as its API answers it. */
const simJob = async (id: string) =>
  (await (
    await fetch(`${sim.url}/print-jobs/${id}/`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    status: { name: string };
    shipping_address: { street1: string };
  };

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  sim = await startSimulator({
    clientKey: SECRETS.LULU_CLIENT_KEY,
    clientSecret: SECRETS.LULU_CLIENT_SECRET,
    webhookSecret: SECRETS.LULU_WEBHOOK_SECRET,
  });
  server = await startTestServer({
    // A real port: the partner fetches the print files by links to it.
    PORT: String(await freePort()),
    PRINT_PARTNER: 'lulu',
    LULU_API_URL: sim.url,
    ...SECRETS,
    PRINT_FILE_URL_SECRET: 'print-file-url-secret-for-the-window-tests',
    PRINT_PARTNER_RETRY_MS: '100',
    ORDER_CANCEL_WINDOW_MINUTES: String(WINDOW_MINUTES),
  });
  const basic = Buffer.from(`${SECRETS.LULU_CLIENT_KEY}:${SECRETS.LULU_CLIENT_SECRET}`).toString('base64');
  token = (
    (await (
      await fetch(`${sim.url}${LULU_TOKEN_PATH}`, {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string }
  ).access_token;
  await fetch(`${sim.url}/webhooks/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      url: server.api('/print-partner/webhook/lulu'),
      topics: ['PRINT_JOB_STATUS_CHANGED'],
    }),
  });
  alice = new TestBrowser(server);
  expect((await alice.signUp('alice.window@example.test')).error).toBeNull();
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sim?.stop();
});

interface Detail {
  status: string;
  canChange: boolean;
  changeMode: string | null;
  changeClosesAt: string | null;
  changeOutcome: { kind: string; outcome: string; reason: string | null } | null;
  deliveryAddress: { line1: string };
  items: { id: string; printFileReady: boolean }[];
  payments: { status: string }[];
}
const row = async (id: string) =>
  (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const detail = async (id: string) =>
  (await body<{ order: Detail }>(await alice.fetch(`/transaction?id=${id}`))).order;
const filesMade = (id: string) =>
  expect
    .poll(async () => (await detail(id)).items.every((i) => i.printFileReady), { timeout: 90_000 })
    .toBe(true);

/** A paid order whose files are made, still held in its window. */
async function paidOrder() {
  const { printId } = await readyBasket(alice);
  const { json } = await pay(alice, CARDS.success);
  expect(json.payment.status).toBe('succeeded');
  await filesMade(json.order.id);
  return { id: json.order.id, printId };
}

/** Moves the payment back so the window closes `msFromNow` from now (negative: it closed that long ago). */
const windowClosesIn = (id: string, msFromNow: number) =>
  server.database.db
    .update(orders)
    .set({ paidAt: new Date(Date.now() + msFromNow - WINDOW_MINUTES * 60_000) })
    .where(eq(orders.id, id));

/** The window's close, as its job runs at that time; answers the partner's job id once it has it. */
async function closeWindow(id: string) {
  await windowClosesIn(id, -1000);
  await jobQueue(server.database, loadConfig(server.env)).enqueue(JOB_START_PRODUCTION, { orderId: id });
  await expect.poll(async () => (await row(id)).partnerStatus, { timeout: 60_000 }).toBe('accepted');
  return (await row(id)).partnerReference!;
}

/** Some e-mail in the outbox has this subject (the customer's language: en here). */
const mailed = (subject: string) => {
  const outbox = join(server.dataDir, 'outbox');
  return (
    existsSync(outbox) &&
    readdirSync(outbox).some((f) => readFileSync(join(outbox, f), 'utf8').includes(subject))
  );
};

const newAddress = (line1: string) => ({ ...ADDRESS, line1 });

describe('the change window', () => {
  it('holds a paid order: nothing at the printer, a change is ours, and the job ships to the new address', async () => {
    const created = (await simState()).created;
    const { id } = await paidOrder();
    const held = await detail(id);
    expect(held).toMatchObject({ status: 'paid', canChange: true, changeMode: 'held' });
    expect(Date.parse(held.changeClosesAt!)).toBeGreaterThan(Date.now());
    expect((await simState()).created).toBe(created);

    // Just before it closes: still ours.
    await windowClosesIn(id, 5_000);
    const moved = await alice.json('/order/update-address', {
      orderId: id,
      address: newAddress('1 Before Close'),
    });
    expect(moved.status).toBe(200);
    expect((await body<{ order: Detail }>(moved)).order.deliveryAddress.line1).toBe('1 Before Close');
    expect((await simState()).created).toBe(created);

    // Just after: no longer ours, and not yet at the printer: the customer is told to wait a moment.
    await windowClosesIn(id, -1_000);
    const late = await alice.json('/order/update-address', {
      orderId: id,
      address: newAddress('2 After Close'),
    });
    expect(late.status).toBe(409);
    expect((await body<{ error: { details: { reason: string } } }>(late)).error.details.reason).toBe(
      'handing_off',
    );

    const job = await closeWindow(id);
    expect((await simState()).created).toBe(created + 1);
    expect((await simJob(job)).shipping_address.street1).toBe('1 Before Close');
    expect((await detail(id)).changeMode).toBe('partner');
  }, 180_000);

  it('cancels inside the window at once: refunded, never sent', async () => {
    const created = (await simState()).created;
    const { id } = await paidOrder();
    const res = await alice.json('/order/cancel', { orderId: id });
    expect(res.status).toBe(200);
    expect((await detail(id)).payments[0]?.status).toBe('refunded');
    // Its close comes and goes: the submission finds a cancelled order and sends nothing.
    await windowClosesIn(id, -1000);
    const config = loadConfig(server.env);
    await submitOrder(server.database.db, config, jobQueue(server.database, config).enqueue, id, 0);
    expect((await row(id)).handedOffAt).toBeNull();
    expect((await simState()).created).toBe(created);
  }, 120_000);
});

describe('after hand-off', () => {
  it("changes the printer's job's address, and answers the printer's refusal once it prints", async () => {
    const { id } = await paidOrder();
    const job = await closeWindow(id);
    const ok = await alice.json('/order/update-address', {
      orderId: id,
      address: newAddress('3 Partner Lane'),
    });
    expect(ok.status).toBe(200);
    expect((await body<{ order: Detail }>(ok)).order.changeOutcome).toMatchObject({
      kind: 'address',
      outcome: 'accepted',
    });
    expect((await simJob(job)).shipping_address.street1).toBe('3 Partner Lane');

    // The printer starts printing; its webhook is lost, so we still think it has not.
    await control('drop-webhooks', { on: true });
    await control('tick', { ms: HOUR });
    expect((await simJob(job)).status.name).toBe('IN_PRODUCTION');
    const no = await alice.json('/order/update-address', { orderId: id, address: newAddress('4 Too Late') });
    expect(no.status).toBe(409);
    const refusal = (await body<{ error: { message: string; details: { partnerReason: string } } }>(no))
      .error;
    expect(refusal.details.partnerReason).toMatch(/IN_PRODUCTION/);
    expect(refusal.message).toContain(refusal.details.partnerReason);
    expect((await detail(id)).deliveryAddress.line1).toBe('3 Partner Lane');
    expect((await simJob(job)).shipping_address.street1).toBe('3 Partner Lane');

    const cancel = await alice.json('/order/cancel', { orderId: id });
    expect(cancel.status).toBe(409);
    const after = await detail(id);
    // The refusal asks the printer where the order is: its webhooks were dropped, the order follows it.
    expect(after.status).toBe('in_production');
    expect(after.changeOutcome).toMatchObject({ kind: 'cancel', outcome: 'refused' });
    expect(after.payments[0]?.status).toBe('succeeded');
    const { reference } = await row(id);
    await expect
      .poll(() => mailed(`We could not cancel your Bindery order ${reference}`), { timeout: 30_000 })
      .toBe(true);
    await control('drop-webhooks', { on: false });
  }, 180_000);

  it('sends a changed layout again: the old job cancelled, new files in a new job', async () => {
    const { id } = await paidOrder();
    const job = await closeWindow(id);
    const created = (await simState()).created;
    // The line's design is taken again from the print (as the editor saved it) and made anew.
    const itemId = (await detail(id)).items[0]!.id;
    const res = await alice.json('/order/update-layout', { orderId: id, itemId });
    expect(res.status).toBe(200);
    expect((await simJob(job)).status.name).toBe('CANCELED');
    await expect.poll(async () => (await simState()).created, { timeout: 90_000 }).toBe(created + 1);
    await expect.poll(async () => (await row(id)).partnerStatus, { timeout: 60_000 }).toBe('accepted');
    const again = await row(id);
    expect(again.partnerReference).not.toBe(job);
    expect(again.status).toBe('paid');
  }, 180_000);
});

describe('a cancel while the printer is down', () => {
  it('is retried until the printer confirms; only then refunded', async () => {
    const { id } = await paidOrder();
    const job = await closeWindow(id);
    await control('down', { ms: 10 * 60_000 });
    const res = await alice.json('/order/cancel', { orderId: id });
    expect(res.status).toBe(202);
    expect((await body<{ order: Detail }>(res)).order).toMatchObject({
      status: 'cancelling',
      canChange: false,
    });
    const refused = (await simState()).refusedRequests;
    await expect
      .poll(async () => (await simState()).refusedRequests, { timeout: 30_000 })
      .toBeGreaterThan(refused + 1);
    expect((await detail(id)).payments[0]?.status).toBe('succeeded');
    await control('tick', { ms: 10 * 60_000 });
    await expect.poll(async () => (await detail(id)).status, { timeout: 60_000 }).toBe('cancelled');
    expect((await detail(id)).payments[0]?.status).toBe('refunded');
    expect((await simJob(job)).status.name).toBe('CANCELED');
    const { reference } = await row(id);
    await expect
      .poll(() => mailed(`Your Bindery order ${reference} is cancelled`), { timeout: 30_000 })
      .toBe(true);
  }, 180_000);

  it('fails visibly when the printer ships it meanwhile: shipped, never refunded', async () => {
    const { id } = await paidOrder();
    const job = await closeWindow(id);
    await control('down', { ms: 2.5 * HOUR });
    expect((await alice.json('/order/cancel', { orderId: id })).status).toBe(202);
    // Printing, then the parcel leaves, while the printer's API is still down: its webhooks come,
    // but no claim is believed until the API confirms it (print-partner/webhooks.ts), so the order
    // waits, cancelling. Then the printer is up again: it has shipped the parcel, the cancel is
    // refused, the order follows the printer and nothing is refunded.
    await control('tick', { ms: 2 * HOUR });
    expect((await detail(id)).status).toBe('cancelling');
    await control('tick', { ms: 0.6 * HOUR });
    await expect.poll(async () => (await detail(id)).status, { timeout: 60_000 }).not.toBe('cancelling');
    const moved = await detail(id);
    expect(['in_production', 'shipped']).toContain(moved.status);
    expect(moved.changeOutcome).toMatchObject({ kind: 'cancel', outcome: 'refused' });
    expect(moved.changeOutcome?.reason).toMatch(/IN_PRODUCTION|SHIPPED/);
    expect((await simJob(job)).status.name).toBe('SHIPPED');
    expect(['in_production', 'shipped']).toContain((await detail(id)).status);
    const charges = await server.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(charges.map((p) => p.status)).toEqual(['succeeded']);
  }, 180_000);
});
