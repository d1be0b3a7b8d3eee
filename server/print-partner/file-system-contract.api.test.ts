import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { loadConfig } from '../config';
import { jobQueue } from '../jobs/queue';
import { ADDRESS, CARDS, makePrint, pay } from '../order/commerce.test-helper';
import { orders } from '../order/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { reconcileAll } from './fulfilment';

/**
 * The file-system partner (the default) has no API and no webhooks: a print shop picks the order's
 * folder up and writes status.json beside the manifest. The reconciliation job reads it, so the same
 * life reaches the customer as with the Lulu-shaped partner (lulu-contract.api.test.ts): statuses
 * with dates, the tracking link once shipped, a rejection's reason.
 */
const HOUR = 3_600_000;
let server: TestServer;
let alice: TestBrowser;

beforeAll(async () => {
  // No change window: the order goes to the printer as soon as its files are made.
  server = await startTestServer({ ORDER_CANCEL_WINDOW_MINUTES: '0' });
  alice = new TestBrowser(server);
  expect((await alice.signUp('alice.folder@example.test')).error).toBeNull();
}, 60_000);
afterAll(() => server?.stop());

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

const row = async (orderId: string) =>
  (await server.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/**
 * The order's folder, once the partner has it (its manifest is there) and its first status is stored:
 * the reference is written before that status, so a test that wrote status.json in between raced the
 * submit's own status read (seen under load: the reconciliation then found no quiet order).
 */
async function folderOf(orderId: string): Promise<string> {
  await expect
    .poll(
      async () => {
        const o = await row(orderId);
        try {
          readFileSync(join(server.dataDir, 'print-partner', o.reference, 'manifest.json'));
          return o.partnerReference !== null && o.partnerStatusAt !== null;
        } catch {
          return false;
        }
      },
      { timeout: 90_000, interval: 200 },
    )
    .toBe(true);
  return join(server.dataDir, 'print-partner', (await row(orderId)).reference);
}

async function reconcileLater() {
  const config = loadConfig(server.env);
  const later = new Date(Date.now() + (config.PRINT_PARTNER_RECONCILE_HOURS + 1) * HOUR);
  return reconcileAll(server.database.db, config, jobQueue(server.database, config).enqueue, later);
}

async function detail(orderId: string) {
  const res = await alice.fetch(`/transaction?id=${orderId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { order: Record<string, any> }).order;
}

describe('the file-system print partner, by its status files', () => {
  it('reads shipped with its tracking link from the folder, and the customer sees it', async () => {
    const id = await order();
    const folder = await folderOf(id);
    const trackingUrl = 'https://tracking.example/parcel/FOLDER1';
    writeFileSync(
      join(folder, 'status.json'),
      JSON.stringify({ status: 'shipped', trackingId: 'FOLDER1', trackingUrl }),
    );
    expect(await reconcileLater()).toBeGreaterThanOrEqual(1);
    expect((await row(id)).partnerStatus).toBe('shipped');
    const o = await detail(id);
    expect(o.fulfilment.trackingUrl).toBe(trackingUrl);
    expect(o.fulfilment.history.at(-1).status).toBe('shipped');
    // Read again with nothing new: nothing changes (replay-safe).
    await reconcileLater();
    expect((await detail(id)).fulfilment.history).toEqual(o.fulfilment.history);
  }, 180_000);

  it("stores a rejection's reason and answers it", async () => {
    const id = await order();
    const folder = await folderOf(id);
    writeFileSync(
      join(folder, 'status.json'),
      JSON.stringify({ status: 'rejected', reason: 'The cover file is 2 mm too narrow.' }),
    );
    await reconcileLater();
    const o = await detail(id);
    expect(o.fulfilment.status).toBe('rejected');
    expect(o.fulfilment.rejectionReason).toBe('The cover file is 2 mm too narrow.');
  }, 180_000);
});
