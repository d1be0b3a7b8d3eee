import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { ADDRESS, CARDS, makePrint, pay } from '../order/commerce.test-helper';
import { orders } from '../order/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { SIMULATOR_SECRETS_FILE } from './simulator-secrets';

/**
 * `npm start` with nothing configured: paid orders go to the Lulu-shaped simulator the server
 * starts beside itself, its secrets made once and kept in DATA_DIR, so a newcomer sees an order's
 * whole life (its clock runs 600x: a production step in 6 s) without inventing a secret.
 */
let server: TestServer;
let customer: TestBrowser;
const secrets = () =>
  JSON.parse(readFileSync(join(server.dataDir, SIMULATOR_SECRETS_FILE), 'utf8')) as Record<string, string>;

beforeAll(async () => {
  // No PRINT_PARTNER: the embedded default (the harness's own default is the folder partner).
  // No change window: the order goes to the printer at once (the window has its own tests).
  server = await startTestServer({ PORT: '4458', PRINT_PARTNER: '', ORDER_CANCEL_WINDOW_MINUTES: '0' });
  customer = new TestBrowser(server);
  expect((await customer.signUp('newcomer@example.test')).error).toBeNull();
}, 60_000);
afterAll(() => server?.stop());

describe('the embedded default print partner', () => {
  it('keeps the simulator secrets it made in DATA_DIR, readable by its owner only, across a restart', async () => {
    const made = secrets();
    expect(Object.keys(made).sort()).toEqual(['clientKey', 'clientSecret', 'controlToken', 'webhookSecret']);
    expect(statSync(join(server.dataDir, SIMULATOR_SECRETS_FILE)).mode & 0o077).toBe(0);
    server = await server.restart();
    expect(secrets()).toEqual(made);
  }, 60_000);

  it('takes a paid order through production, shipping and delivery with a tracking link', async () => {
    const printId = await makePrint(customer, 'BOOK-SC-20X20');
    expect((await customer.json('/basket/item', { printId, quantity: 1 })).status).toBe(200);
    expect(
      (await customer.json('/basket/set-delivery-address', { delivery: { address: ADDRESS } })).status,
    ).toBe(200);
    expect((await customer.json('/basket/set-shipping-method', { method: 'standard' })).status).toBe(200);
    const { json } = await pay(customer, CARDS.success);
    const row = async () =>
      (await server.database.db.select().from(orders).where(eq(orders.id, json.order.id)))[0]!;
    await expect.poll(async () => (await row()).status, { timeout: 90_000, interval: 500 }).toBe('delivered');
    const o = await row();
    expect(o.partner).toBe('lulu');
    expect(o.partnerHistory.map((h) => h.status)).toEqual([
      'accepted',
      'in_production',
      'shipped',
      'delivered',
    ]);
    expect(o.trackingUrl).toMatch(/^https:\/\/tracking\.example\//);
  }, 120_000);
});
