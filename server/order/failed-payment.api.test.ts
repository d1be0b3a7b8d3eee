import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { payments, sandboxCharges } from '../payment/schema';
import { startTestServer, type TestServer } from '../test/harness';
import {
  type Basket,
  body,
  CARDS,
  pay,
  type PurchaseAnswer,
  readyBasket,
  tokenise,
} from './commerce.test-helper';
import { orders } from './schema';

// Issue 53, "a failed payment loses nothing": a declined card keeps the basket and the order
// unpaid, and the next attempt pays that same order under the same reference.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

async function customer(name: string) {
  const browser = new TestBrowser(server);
  expect((await browser.signUp(`${name}.${randomUUID().slice(0, 8)}@example.test`)).error).toBeNull();
  return browser;
}

const basketOf = async (browser: TestBrowser) =>
  (await body<{ basket: Basket }>(await browser.fetch('/basket'))).basket;

async function ordersOf(userOrder: PurchaseAnswer) {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.id, userOrder.order.id));
  return server.database.db.select().from(orders).where(eq(orders.userUuid, row!.userUuid));
}

describe('a declined card', () => {
  it('keeps the basket; a good card then pays the same order, one reference, and only then empties it', async () => {
    const dora = await customer('dora');
    await readyBasket(dora);
    const declined = await pay(dora, CARDS.decline);
    expect(declined.res.status).toBe(200);
    expect(declined.json.payment).toMatchObject({
      status: 'declined',
      declineMessage: 'The card was declined.',
    });
    expect(declined.json.order.status).toBe('payment_failed');
    const kept = await basketOf(dora);
    expect(kept.items).toHaveLength(1);
    expect(kept.totals.shippingMinor).toBeGreaterThan(0);

    const good = await pay(dora, CARDS.success);
    expect(good.json.payment.status).toBe('succeeded');
    expect(good.json.order.id).toBe(declined.json.order.id);
    expect(good.json.order.reference).toBe(declined.json.order.reference);
    expect(good.json.order.status).toBe('paid');
    expect(good.json.order.history.map((h) => h.status)).toEqual(['placed', 'payment_failed', 'paid']);
    expect(await ordersOf(good.json)).toHaveLength(1);
    expect(
      await server.database.db.select().from(payments).where(eq(payments.orderId, good.json.order.id)),
    ).toHaveLength(2);
    expect((await basketOf(dora)).items).toEqual([]);
  });

  it('keeps the basket when paid again from the order (retry-payment), emptied once that succeeds', async () => {
    const emil = await customer('emil');
    await readyBasket(emil);
    const declined = await pay(emil, '4000000000009995');
    expect(declined.json.payment.status).toBe('declined');
    expect((await basketOf(emil)).items).toHaveLength(1);
    const retry = await emil.json('/transaction/retry-payment', {
      orderId: declined.json.order.id,
      idempotencyKey: randomUUID(),
      payment: { token: await tokenise(emil, CARDS.success) },
    });
    const json = await body<PurchaseAnswer>(retry);
    expect(json.order).toMatchObject({
      id: declined.json.order.id,
      reference: declined.json.order.reference,
    });
    expect(json.order.status).toBe('paid');
    expect((await basketOf(emil)).items).toEqual([]);
    expect(await ordersOf(json)).toHaveLength(1);
  });

  it('takes a basket changed after the decline into the same order', async () => {
    const fay = await customer('fay');
    await readyBasket(fay);
    const declined = await pay(fay, CARDS.decline);
    const before = declined.json.order.totals.totalMinor;
    await readyBasket(fay);
    const good = await pay(fay, CARDS.success);
    expect(good.json.order.id).toBe(declined.json.order.id);
    expect(good.json.order.items).toHaveLength(2);
    expect(good.json.order.totals.totalMinor).toBeGreaterThan(before);
    expect(await ordersOf(good.json)).toHaveLength(1);
  });

  it('charges once when the second attempt is double-clicked', async () => {
    const gus = await customer('gus');
    await readyBasket(gus);
    const declined = await pay(gus, CARDS.decline);
    const token = await tokenise(gus, CARDS.success);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      gus.json('/basket/purchase', { idempotencyKey: key, payment: { token } }),
      gus.json('/basket/purchase', { idempotencyKey: key, payment: { token } }),
    ]);
    const [ja, jb] = [await body<PurchaseAnswer>(a), await body<PurchaseAnswer>(b)];
    expect(ja.order.id).toBe(declined.json.order.id);
    expect(jb.order.id).toBe(declined.json.order.id);
    expect(ja.payment.status).toBe('succeeded');
    expect(
      await server.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key)),
    ).toHaveLength(1);
    expect(await ordersOf(ja)).toHaveLength(1);
  });
});
