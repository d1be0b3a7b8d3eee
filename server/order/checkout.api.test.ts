import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { payments, sandboxCharges } from '../payment/schema';
import { startTestServer, type TestServer } from '../test/harness';
import {
  ADDRESS,
  type Basket,
  body,
  CARDS,
  makePrint,
  pay,
  type PurchaseAnswer,
  readyBasket,
  tokenise,
} from './commerce.test-helper';
import { orderItems, orders } from './schema';

let server: TestServer;
let alice: TestBrowser;
let bob: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  alice = new TestBrowser(server);
  bob = new TestBrowser(server);
  expect((await alice.signUp('alice.checkout@example.test')).error).toBeNull();
  expect((await bob.signUp('bob.checkout@example.test')).error).toBeNull();
}, 60_000);
afterAll(() => server?.stop());

async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('gave up waiting');
}

describe('basket', () => {
  it('prices from the catalog and ignores a price sent by the browser', async () => {
    const printId = await makePrint(alice);
    const res = await alice.json('/basket/item', { printId, quantity: 2, price: 1, unitPriceMinor: 1 });
    expect(res.status).toBe(200);
    const { basket } = await body<{ basket: Basket }>(res);
    const line = basket.items.find((i) => i.quantity === 2)!;
    // BOOK-SC-20X20 costs £17.99 for its 20 pages.
    expect(line.unitPriceMinor).toBe(1799 + Math.max(0, line.pageCount - 20) * 45);
    expect(basket.totals.subtotalMinor).toBeGreaterThanOrEqual(2 * 1799);
    const count = await body<{ count: number }>(await alice.fetch('/basket/count'));
    expect(count.count).toBeGreaterThanOrEqual(2);
    await alice.fetch(`/basket/item?id=${line.id}`, { method: 'DELETE' });
  });

  it('explains an expired voucher and refuses a second discount voucher', async () => {
    const printId = await makePrint(alice);
    const line = (await body<{ basket: Basket }>(await alice.json('/basket/item', { printId, quantity: 2 })))
      .basket.items[0]!;
    const expired = await alice.json('/basket/add-voucher', { code: 'summer25' });
    expect(expired.status).toBe(400);
    expect((await body<{ error: { message: string } }>(expired)).error.message).toBe(
      'The voucher SUMMER25 expired on 2026-09-01.',
    );
    const checked = await alice.json('/basket/check-voucher', { code: 'summer25' });
    expect(checked.status).toBe(200);
    expect(await body(checked)).toMatchObject({ ok: false, reason: 'expired', code: 'SUMMER25' });
    expect((await alice.json('/basket/add-voucher', { code: 'WELCOME10' })).status).toBe(200);
    const second = await alice.json('/basket/add-voucher', { code: 'SAVE5' });
    expect(second.status).toBe(400);
    expect((await body<{ error: { message: string } }>(second)).error.message).toMatch(
      /remove WELCOME10 first/,
    );
    expect((await alice.json('/basket/remove-voucher', { code: 'WELCOME10' })).status).toBe(200);
    await alice.fetch(`/basket/item?id=${line.id}`, { method: 'DELETE' });
  });

  it("keeps one user's basket away from another", async () => {
    const printId = await makePrint(alice);
    const added = await body<{ basket: Basket }>(await alice.json('/basket/item', { printId }));
    const itemId = added.basket.items[0]!.id;
    const theirs = await body<{ basket: Basket }>(await bob.fetch('/basket'));
    expect(theirs.basket.items).toEqual([]);
    expect((await bob.fetch(`/basket/item?id=${itemId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await bob.json('/basket/item', { itemId, quantity: 5 }, 'PATCH')).status).toBe(404);
    expect((await bob.json('/basket/item', { printId })).status).toBe(404);
    expect((await new TestBrowser(server).fetch('/basket')).status).toBe(401);
    await alice.fetch(`/basket/item?id=${itemId}`, { method: 'DELETE' });
  });
});

describe('paying', () => {
  it('pays with a card, makes the print PDF and sends the confirmation', async () => {
    const { basket } = await readyBasket(alice, 'express');
    expect(basket.totals.shippingMinor).toBe(899);
    const { res, json } = await pay(alice, CARDS.success);
    expect(res.status).toBe(200);
    expect(json.payment.status).toBe('succeeded');
    expect(json.order.status).toBe('paid');
    expect(json.order.totals.totalMinor).toBe(basket.totals.totalMinor);
    const item = await waitFor(async () => {
      const [row] = await server.database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, json.order.id));
      return row?.pdfPath ? row : null;
    });
    const info = execFileSync('pdfinfo', [join(server.dataDir, item.pdfPath!)], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+\d+/);
    // The customer downloads it; another customer's ask is a 404, and so is a line of no order of theirs.
    const download = `/order/${json.order.id}/print-file/${item.id}`;
    const pdf = await alice.fetch(download);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await bob.fetch(download)).status).toBe(404);
    expect((await alice.fetch(`/order/${json.order.id}/print-file/${json.order.id}`)).status).toBe(404);
    expect((await alice.fetch(`/order/${json.order.id}/print-file/not-an-id`)).status).toBe(400);
    const history = await body<{ orders: { id: string; status: string }[] }>(
      await alice.fetch('/order-history'),
    );
    expect(history.orders[0]).toMatchObject({ id: json.order.id, status: 'paid' });
  }, 60_000);

  it('charges in the currency the customer chose in the header (?currency=EUR), as the basket showed it', async () => {
    const dora = new TestBrowser(server);
    expect((await dora.signUp('dora.checkout@example.test')).error).toBeNull();
    await readyBasket(dora);
    const view = 'locale=de-de&country=DE&currency=EUR';
    const shown = (await body<{ basket: Basket }>(await dora.fetch(`/basket?${view}`))).basket;
    expect(shown.currency).toBe('EUR');
    const token = await tokenise(dora, CARDS.success);
    const res = await dora.json(`/basket/purchase?${view}`, {
      idempotencyKey: randomUUID(),
      payment: { token },
    });
    expect(res.status).toBe(200);
    const { order } = await body<PurchaseAnswer>(res);
    expect(order.totals.totalMinor).toBe(shown.totals.totalMinor);
    const stored = await body<{ order: { currency: string } }>(
      await dora.fetch(`/transaction?id=${order.id}`),
    );
    expect(stored.order.currency).toBe('EUR');
  });

  it('charges once for a double-clicked Pay', async () => {
    await readyBasket(alice);
    const token = await tokenise(alice, CARDS.success);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      alice.json('/basket/purchase', { idempotencyKey: key, payment: { token } }),
      alice.json('/basket/purchase', { idempotencyKey: key, payment: { token } }),
    ]);
    const [ja, jb] = [await body<PurchaseAnswer>(a), await body<PurchaseAnswer>(b)];
    expect(ja.order.id).toBe(jb.order.id);
    expect(ja.payment.status).toBe('succeeded');
    expect(
      await server.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key)),
    ).toHaveLength(1);
    expect(
      await server.database.db.select().from(payments).where(eq(payments.orderId, ja.order.id)),
    ).toHaveLength(1);
  });

  it("answers 409 to another customer's idempotency key, never their order or an empty answer", async () => {
    await readyBasket(alice);
    const key = randomUUID();
    const first = await alice.json('/basket/purchase', {
      idempotencyKey: key,
      payment: { token: await tokenise(alice, CARDS.success) },
    });
    expect(first.status).toBe(200);
    const carol = new TestBrowser(server);
    expect((await carol.signUp('carol.checkout@example.test')).error).toBeNull();
    await readyBasket(carol);
    const stolen = await carol.json('/basket/purchase', {
      idempotencyKey: key,
      payment: { token: await tokenise(carol, CARDS.success) },
    });
    expect(stolen.status).toBe(409);
    const answer = await body<{ error: { code: string; field: string }; order?: unknown }>(stolen);
    expect(answer.error).toMatchObject({ code: 'CONFLICT', field: 'body.idempotencyKey' });
    expect(answer.order).toBeUndefined();
    // Carol's basket is still there for a purchase with a key of his own.
    const own = await carol.json('/basket/purchase', {
      idempotencyKey: randomUUID(),
      payment: { token: await tokenise(carol, CARDS.success) },
    });
    expect(own.status).toBe(200);
    expect((await body<PurchaseAnswer>(own)).payment.status).toBe('succeeded');
  });

  it('retries a declined order with another card', async () => {
    await readyBasket(alice);
    const declined = await pay(alice, CARDS.decline);
    expect(declined.json.payment).toMatchObject({
      status: 'declined',
      declineMessage: 'The card was declined.',
    });
    expect(declined.json.order.status).toBe('payment_failed');
    const token = await tokenise(alice, CARDS.success);
    const retry = await alice.json('/transaction/retry-payment', {
      orderId: declined.json.order.id,
      idempotencyKey: randomUUID(),
      payment: { token, save: true },
    });
    const json = await body<PurchaseAnswer>(retry);
    expect(json.order.status).toBe('paid');
    expect(json.order.history.map((h) => h.status)).toEqual(['placed', 'payment_failed', 'paid']);
    const cards = await body<{ cards: { last4: string }[] }>(await alice.fetch('/account/credit-cards'));
    expect(cards.cards.map((c) => c.last4)).toContain('4242');
  });

  it('asks for 3-D Secure and pays once the challenge is approved', async () => {
    await readyBasket(alice);
    const { json } = await pay(alice, CARDS.challenge);
    expect(json.payment.status).toBe('requires_action');
    const page = await fetch(`${server.url}${json.payment.actionUrl}`);
    expect(await page.text()).toContain('Complete authentication');
    const approved = await fetch(`${server.url}${json.payment.actionUrl}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/webapp/checkout/confirmation?order=${json.order.id}`);
    const after = await body<PurchaseAnswer>(await alice.fetch(`/transaction?id=${json.order.id}`));
    expect(after.order.status).toBe('paid');
  });

  it("hides one user's orders from another, who can neither see nor cancel them", async () => {
    await readyBasket(alice);
    const { json } = await pay(alice, CARDS.success);
    expect((await bob.fetch(`/transaction?id=${json.order.id}`)).status).toBe(404);
    expect((await bob.json('/order/cancel', { orderId: json.order.id })).status).toBe(404);
    expect((await body<{ orders: unknown[] }>(await bob.fetch('/order-history'))).orders).toEqual([]);
    const cancelled = await alice.json('/order/cancel', { orderId: json.order.id });
    expect(cancelled.status).toBe(200);
    expect((await body<PurchaseAnswer>(cancelled)).order.status).toBe('cancelled');
  });

  it("lists a design's orders, and changes an order's address and design before production", async () => {
    // Each answer is checked against its route's response schema (CHECK_RESPONSES): a 200 is one.
    const { printId } = await readyBasket(alice);
    const { json } = await pay(alice, CARDS.success);
    const listed = await alice.fetch(`/transaction/get-print-transactions?printId=${printId}`);
    expect(listed.status).toBe(200);
    expect((await body<{ orders: { id: string }[] }>(listed)).orders.map((o) => o.id)).toEqual([
      json.order.id,
    ]);
    const address = { ...ADDRESS, line1: '1 Pall Mall' };
    const moved = await alice.json('/order/update-address', { orderId: json.order.id, address });
    expect(moved.status).toBe(200);
    const order = (await body<{ order: { deliveryAddress: { line1: string } } }>(moved)).order;
    expect(order.deliveryAddress.line1).toBe('1 Pall Mall');
    const itemId = json.order.items[0]!.id;
    const relaid = await alice.json('/order/update-layout', { orderId: json.order.id, itemId });
    expect(relaid.status).toBe(200);
    expect((await body<PurchaseAnswer>(relaid)).order.id).toBe(json.order.id);
  });

  it('saves, lists and deletes cards; the card number is never stored', async () => {
    const token = await tokenise(bob, CARDS.success);
    const added = await bob.json('/account/credit-cards', { token });
    expect(added.status).toBe(201);
    const { card } = await body<{ card: { id: string; brand: string; last4: string } }>(added);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect((await alice.fetch(`/account/credit-cards/${card.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await bob.fetch(`/account/credit-cards/${card.id}`, { method: 'DELETE' })).status).toBe(200);
    const dump = JSON.stringify(await server.database.db.select().from(sandboxCharges));
    expect(dump).not.toContain(CARDS.success);
  });

  it('refuses an invalid card number with a clear message', async () => {
    const res = await bob.json('/payment/sandbox/tokens', {
      number: '4242424242424241',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
    });
    expect(res.status).toBe(400);
    expect((await body<{ error: { message: string } }>(res)).error.message).toBe(
      'The card number is not valid.',
    );
  });

  it('lists shipping options per country', async () => {
    const res = await bob.fetch('/shipping-options?country=de');
    const json = await body<{ options: { method: string; priceMinor: number }[] }>(res);
    expect(json.options.map((o) => o.method)).toEqual(['standard', 'express']);
    expect((await bob.fetch('/shipping-options?country=JP')).status).toBe(400);
  });

  it('prices shipping in the currency asked for, as the basket does', async () => {
    const res = await bob.fetch('/shipping-options?country=DE&currency=EUR');
    const json = await body<{ currency: string; options: { currency: string; priceMinor: number }[] }>(res);
    expect(json.currency).toBe('EUR');
    expect(json.options.every((o) => o.currency === 'EUR')).toBe(true);
    // Germany is in the European zone: the euro price point plus its surcharge.
    expect(json.options[0]?.priceMinor).toBe(499 + 200);
  });
});

describe('cancellation window', () => {
  let closed: TestServer;
  let carol: TestBrowser;

  beforeAll(async () => {
    closed = await startTestServer({ ORDER_CANCEL_WINDOW_MINUTES: '0' });
    carol = new TestBrowser(closed);
    expect((await carol.signUp('carol.window@example.test')).error).toBeNull();
  }, 60_000);
  afterAll(() => closed?.stop());

  it("asks the printer once the window has closed, and answers its refusal with the printer's reason", async () => {
    await readyBasket(carol);
    const { json } = await pay(carol, CARDS.success);
    // The print shop has the order (its folder), and has started printing it.
    await expect
      .poll(
        async () =>
          (await closed.database.db.select().from(orders).where(eq(orders.id, json.order.id)))[0]
            ?.partnerReference,
        {
          timeout: 60_000,
        },
      )
      .toBeTruthy();
    writeFileSync(
      join(closed.dataDir, 'print-partner', json.order.reference, 'status.json'),
      JSON.stringify({ status: 'printing' }),
    );
    const res = await carol.json('/order/cancel', { orderId: json.order.id });
    expect(res.status).toBe(409);
    const error = (await body<{ error: { message: string; details: { partnerReason: string } } }>(res)).error;
    expect(error.details.partnerReason).toBe('The print shop has the order as printing.');
    expect(error.message).toContain('The print shop has the order as printing.');
    const after = await body<PurchaseAnswer>(await carol.fetch(`/transaction?id=${json.order.id}`));
    // The refusal asks the print shop where the order is: printing, and the order says so.
    expect(after.order.status).toBe('in_production');
  });

  it("moves the print shop's job to the new address once it has the order", async () => {
    await readyBasket(carol);
    const { json } = await pay(carol, CARDS.success);
    await expect
      .poll(
        async () =>
          (await closed.database.db.select().from(orders).where(eq(orders.id, json.order.id)))[0]
            ?.partnerReference,
        { timeout: 60_000 },
      )
      .toBeTruthy();
    const address = { ...ADDRESS, line1: '7 Shop Street' };
    const res = await carol.json('/order/update-address', { orderId: json.order.id, address });
    expect(res.status).toBe(200);
    const manifest = JSON.parse(
      readFileSync(join(closed.dataDir, 'print-partner', json.order.reference, 'manifest.json'), 'utf8'),
    ) as { shipping: { address: { line1: string } } };
    expect(manifest.shipping.address.line1).toBe('7 Shop Street');
  });
});
