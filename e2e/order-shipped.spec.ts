import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LULU_TOKEN_PATH } from '../server/print-partner/lulu-shapes';
import { type RunningSimulator, startSimulator } from '../server/print-partner/simulator/simulator';
import { expectNoAxeViolations } from './axe';
import { linkIn, mailTo, uniqueEmail } from './auth-helpers';
import { printWithPhotos } from './editor-helpers';
import { expect, test } from './fixtures';
import { orderAndPayFor, uploadDocumentPhotos } from './order-helpers';

/**
 * An order's life after payment, through the Lulu-shaped print partner: the shared journey server
 * sends orders to the file-system partner, so this journey runs its own server from the same build
 * with PRINT_PARTNER=lulu against the simulator, started here on its own port. The simulator's
 * clock only moves when told (/_control/tick): production takes no real time and no test waits
 * for a clock.
 */
test.describe.configure({ mode: 'serial' });

const SECRETS = {
  LULU_CLIENT_KEY: 'bindery-e2e-client',
  LULU_CLIENT_SECRET: 'bindery-e2e-secret',
  LULU_WEBHOOK_SECRET: 'bindery-e2e-webhook-secret',
};
const HOUR = 3_600_000;

let server: { url: string; child: ChildProcess; dataDir: string };
let sim: RunningSimulator;
let adminEmail: string;

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bindery-partner-e2e-'));
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  const child = spawn(process.execPath, [join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      LOG_LEVEL: 'warn',
      SIGN_IN_LIMIT_PER_CLIENT: '5000',
      ADMIN_EMAILS: adminEmail,
      PRINT_PARTNER: 'lulu',
      LULU_API_URL: sim.url,
      ...SECRETS,
      PRINT_FILE_URL_SECRET: 'print-file-url-secret-for-the-e2e-journeys',
      PRINT_PARTNER_RETRY_MS: '200',
      // No change window: the order goes to the printer as soon as its files are made.
      ORDER_CANCEL_WINDOW_MINUTES: '0',
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 150_000;
  while (
    !(await fetch(`${url}/webapp/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the print partner journey server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, child, dataDir };
}

const control = async (path: string, body: unknown) => {
  const res = await fetch(`${sim.url}/_control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sim.controlToken}` },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
};
const simJobs = async () =>
  (
    (await (
      await fetch(`${sim.url}/_control/state`, { headers: { Authorization: `Bearer ${sim.controlToken}` } })
    ).json()) as { jobs: { id: number; status: string }[] }
  ).jobs;

/** Registers the journey server's webhook with the partner, as an operator does once in Lulu's dashboard. */
async function registerWebhook() {
  const basic = Buffer.from(`${SECRETS.LULU_CLIENT_KEY}:${SECRETS.LULU_CLIENT_SECRET}`).toString('base64');
  const token = (await (
    await fetch(`${sim.url}${LULU_TOKEN_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
  ).json()) as { access_token: string };
  const res = await fetch(`${sim.url}/webhooks/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      url: `${server.url}/webapp/api/print-partner/webhook/lulu`,
      topics: ['PRINT_JOB_STATUS_CHANGED'],
    }),
  });
  expect(res.ok).toBe(true);
}

/** A context on this journey's server whose console errors fail the test, like the shared fixture. */
async function contextFor(browser: Browser): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ baseURL: server.url });
  const errors: string[] = [];
  context.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  context.on('weberror', (err) => errors.push(`pageerror: ${err.error().message}`));
  return { context, errors };
}

/** A customer designs a book and pays for it; answers the order's id and reference. */
async function orderABook(page: Page, project: string) {
  const print = await printWithPhotos(page, project, 3);
  await uploadDocumentPhotos(page, print.document);
  return orderAndPayFor<{ id: string; reference: string }>(page, print.id);
}

/** The partner has the order's job in the status named (the simulator's own word). */
async function partnerHas(status: string, jobs = 1) {
  await expect
    .poll(
      async () => {
        const all = await simJobs();
        return all.length === jobs ? all.at(-1)?.status : `${all.length} jobs`;
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(status);
}

test.beforeAll(async () => {
  test.setTimeout(200_000);
  adminEmail = uniqueEmail('operator', test.info().project.name);
  sim = await startSimulator({ ...clientOptions() });
  server = await startServer();
  await registerWebhook();
});

function clientOptions() {
  return {
    clientKey: SECRETS.LULU_CLIENT_KEY,
    clientSecret: SECRETS.LULU_CLIENT_SECRET,
    webhookSecret: SECRETS.LULU_WEBHOOK_SECRET,
  };
}

test.afterAll(async () => {
  if (server) {
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill();
    await exited;
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  await sim?.stop();
});

test('a customer follows a book from the printer to the parcel: Shipped, the tracking link, the e-mail', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { context, errors } = await contextFor(browser);
  const page = await context.newPage();
  const order = await orderABook(page, info.project.name);
  await partnerHas('PRODUCTION_READY');

  await page.goto('/webapp/account/order/history');
  await page.getByRole('link', { name: `Order ${order.reference}` }).click();
  const timeline = page.getByRole('list', { name: 'Order progress' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Sent to the printer' })).toContainText(
    /\d{4}/,
  );
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Shipped' })).toContainText('still to come');

  // Two production steps on the partner's clock: printing, then the parcel leaves.
  await control('tick', { ms: 2 * HOUR });
  await partnerHas('SHIPPED');
  await page.reload();
  await expect(page.locator('.status').first()).toHaveText('Shipped');
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Shipped' })).not.toContainText(
    'still to come',
  );
  const track = page.getByRole('link', { name: /Track your parcel/ });
  await expect(track).toHaveAttribute('href', /^https?:\/\//);
  await expect(track).toHaveAttribute('target', '_blank');
  const trackingUrl = await track.getAttribute('href');
  await expect(page.getByText(/Tracking number: \S+/)).toBeVisible();
  // Nothing wider than the phone: no sideways scroll on the order page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: info.outputPath('order-shipped.png'), fullPage: true });

  // The history lists it as shipped, with the same parcel's link.
  await page.goto('/webapp/account/order/history');
  const row = page.getByRole('listitem').filter({ hasText: `Order ${order.reference}` });
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute('href', trackingUrl!);

  // The shipped e-mail, with the tracking link in it.
  const email = await page.evaluate(async () => {
    const res = await fetch('/webapp/api/auth/session');
    return ((await res.json()) as { user: { email: string } }).user.email;
  });
  await expect
    .poll(
      () => mailTo(server.dataDir, email)?.includes(`Your Bindery order ${order.reference} is on its way`),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  expect(mailTo(server.dataDir, email)).toContain(trackingUrl!);
  expect(errors).toEqual([]);
  await context.close();
});

test('an operator sees a rejected order with its reason, sends it to the printer again, refunds another', async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  const reason = 'Interior PDF has fewer pages than ordered (simulated)';
  const { context, errors } = await contextFor(browser);
  const customer = await context.newPage();
  const before = (await simJobs()).length;
  await control('reject-next', { reason });
  const order = await orderABook(customer, info.project.name);
  await partnerHas('REJECTED', before + 1);

  // The customer is told, in plain words, what happens next.
  await customer.goto(`/webapp/account/order/status/${order.id}`);
  await expect(customer.getByRole('heading', { name: 'We could not print your order yet' })).toBeVisible();
  await expect(customer.getByText('Printing problem', { exact: true })).toBeVisible();
  await expect(customer.getByText(reason)).toBeVisible();
  await expect(customer.getByText(/print your order again at our cost/)).toBeVisible();
  expect(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await customer.screenshot({ path: info.outputPath('order-rejected.png'), fullPage: true });
  // A customer is no operator: the screen says so (and the API refuses them anyway).
  await customer.goto('/webapp/admin/print-partner');
  await expect(customer.getByRole('alert')).toContainText('not allowed');
  expect((await customer.request.get('/webapp/api/admin/print-partner/rejections')).status()).toBe(403);
  await context.close();

  // A second customer's order is rejected too; this one the operator refunds.
  const second = await contextFor(browser);
  const otherReason = 'Cover PDF is not the size this binding needs (simulated)';
  await control('reject-next', { reason: otherReason });
  const refunded = await orderABook(await second.context.newPage(), info.project.name);
  await partnerHas('REJECTED', before + 2);
  await second.context.close();

  const admin = await contextFor(browser);
  const page = await admin.context.newPage();
  await page.goto('/webapp/sign-in');
  await page.getByLabel('E-mail address for the link').fill(adminEmail);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect.poll(() => mailTo(server.dataDir, adminEmail)).not.toBeNull();
  await page.goto(linkIn(mailTo(server.dataDir, adminEmail) ?? ''));
  await expect(page).toHaveURL(/\/webapp\/account$/);

  await page.goto('/webapp/admin/print-partner');
  const rejected = page.getByRole('region', { name: 'Rejected by the printer' });
  const card = rejected.getByRole('listitem', { name: `Order ${order.reference}` });
  await expect(card).toContainText(reason);
  await expect(rejected.getByRole('listitem', { name: `Order ${refunded.reference}` })).toContainText(
    otherReason,
  );
  await expectNoAxeViolations(page, 'on the operator screen');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: info.outputPath('operator.png'), fullPage: true });

  await card.getByRole('button', { name: 'Resend to the printer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sent to the printer again' })).toHaveText(
    `Order ${order.reference} was sent to the printer again.`,
  );
  // A new job at the partner, accepted this time; the order leaves the rejections.
  await partnerHas('PRODUCTION_READY', before + 3);
  await expect(card).toHaveCount(0);

  // A refund is asked for twice; keeping the order changes nothing.
  const other = rejected.getByRole('listitem', { name: `Order ${refunded.reference}` });
  await other.getByRole('button', { name: 'Refund' }).click();
  await expect(other).toContainText('This cannot be undone');
  await expectNoAxeViolations(page, 'asking to confirm a refund');
  await other.getByRole('button', { name: 'Keep the order' }).click();
  await other.getByRole('button', { name: 'Refund' }).click();
  await other.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toHaveText(
    `Order ${refunded.reference} is cancelled; 1 payment refunded.`,
  );
  await expect(other).toContainText('The order is cancelled.');
  await expect(other.getByRole('button')).toHaveCount(0);
  expect(admin.errors).toEqual([]);
  expect(second.errors).toEqual([]);
  expect(errors).toEqual([]);
  await admin.context.close();
});

test('an operator corrects the delivery address of an order in the change window, with an audit line', async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  // The printer is down, so the paid order waits before hand-off: in the change window.
  const jobs = (await simJobs()).length;
  await control('down', { ms: 3_600_000 });
  const shopper = await contextFor(browser);
  const order = await orderABook(await shopper.context.newPage(), info.project.name);
  await shopper.context.close();

  const admin = await contextFor(browser);
  const page = await admin.context.newPage();
  await page.goto('/webapp/sign-in');
  await page.getByLabel('E-mail address for the link').fill(adminEmail);
  // An earlier journey's link may be in the outbox: this one waits for a new link.
  const earlier = mailTo(server.dataDir, adminEmail);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect.poll(() => mailTo(server.dataDir, adminEmail)).not.toBe(earlier);
  await page.goto(linkIn(mailTo(server.dataDir, adminEmail) ?? ''));
  await expect(page).toHaveURL(/\/webapp\/account$/);

  await page.goto('/webapp/admin/print-partner');
  const waiting = page.getByRole('region', { name: 'In the change window' });
  const card = waiting.getByRole('listitem', { name: `Order ${order.reference}` });
  await card.getByRole('button', { name: 'Correct the address' }).click();
  const form = card.getByRole('form', { name: `Correct the address of order ${order.reference}` });
  await form.getByLabel('Street and number').fill('221B Baker Street');
  await expectNoAxeViolations(page, 'correcting an address');
  await form.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is corrected' })).toHaveText(
    `The address of order ${order.reference} is corrected.`,
  );
  await expect(card).toContainText('221B Baker Street');
  const audit = card.getByRole('list', { name: 'What operators did' });
  await expect(audit).toContainText(adminEmail);
  await expect(audit).toContainText('Address corrected');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: info.outputPath('operator-address.png'), fullPage: true });

  // The printer is back: the order goes to it (with the corrected address: operator-actions.api.test.ts).
  await control('tick', { ms: 3_600_000 });
  await partnerHas('PRODUCTION_READY', jobs + 1);
  expect(admin.errors).toEqual([]);
  await admin.context.close();
});
