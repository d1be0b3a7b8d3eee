import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { body, CARDS, type PurchaseAnswer, pay, readyBasket } from '../order/commerce.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import { payments, sandboxCharges } from './schema';

let server: TestServer;
let alice: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  alice = new TestBrowser(server);
  expect((await alice.signUp('alice.late@example.test')).error).toBeNull();
}, 60_000);
afterAll(() => server?.stop());

type Detail = PurchaseAnswer['order'] & {
  payments: { status: string; declineCode: string | null; declineMessage: string | null }[];
};

describe('a 3-D Secure approval that arrives after the order was cancelled', () => {
  it('is refunded in full at once and recorded; the order stays cancelled', async () => {
    await readyBasket(alice);
    const { json } = await pay(alice, CARDS.challenge);
    expect(json.payment.status).toBe('requires_action');
    const orderId = json.order.id;

    const cancelled = await alice.json('/order/cancel', { orderId });
    expect(cancelled.status).toBe(200);
    expect((await body<PurchaseAnswer>(cancelled)).order.status).toBe('cancelled');

    // The customer, still on the bank's page in another tab, approves.
    const approved = await fetch(`${server.url}${json.payment.actionUrl}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);

    const { order } = await body<{ order: Detail }>(await alice.fetch(`/transaction?id=${orderId}`));
    expect(order.status).toBe('cancelled');
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({ status: 'refunded', declineCode: 'order_cancelled' });
    expect(order.payments[0]?.declineMessage).toMatch(/cancelled before this payment was approved/);

    // At the gateway too, nothing is left charged.
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    const [charge] = await server.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, payment!.reference!));
    expect(charge?.status).toBe('refunded');
  });

  it('refunds an abandoned attempt approved after another payment paid the order', async () => {
    await readyBasket(alice);
    const first = await pay(alice, CARDS.challenge);
    expect(first.json.payment.status).toBe('requires_action');
    const orderId = first.json.order.id;
    // Meanwhile the order is paid by another card (retry from a second tab).
    const token = (
      await body<{ card: { token: string } }>(
        await alice.json('/payment/sandbox/tokens', {
          number: CARDS.success,
          expMonth: 12,
          expYear: 2031,
          cvc: '123',
        }),
      )
    ).card.token;
    const retry = await alice.json('/transaction/retry-payment', {
      orderId,
      idempotencyKey: `retry-${orderId}`,
      payment: { token },
    });
    expect(retry.status).toBe(200);
    expect((await body<PurchaseAnswer>(retry)).order.status).toBe('paid');
    await fetch(`${server.url}${first.json.payment.actionUrl}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    const { order } = await body<{ order: Detail }>(await alice.fetch(`/transaction?id=${orderId}`));
    expect(order.status).toBe('paid');
    expect(order.payments.map((p) => [p.status, p.declineCode])).toEqual([
      ['refunded', 'order_already_paid'],
      ['succeeded', null],
    ]);
  });
});
