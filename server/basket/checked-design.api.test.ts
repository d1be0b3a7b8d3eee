import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDocument } from '../../render-core';
import { TestBrowser } from '../auth/browser.test-helper';
import {
  ADDRESS,
  type Basket,
  body,
  CARDS,
  makePrint,
  pay,
  type PurchaseAnswer,
} from '../order/commerce.test-helper';
import { orderItems, orders } from '../order/schema';
import { startTestServer, type TestServer } from '../test/harness';

// Issue 53, "nothing empty goes to print without the customer's yes": the order step's checks are
// the server's, at a revision; the basket and checkout refuse a design changed since its check.
let server: TestServer;
let ida: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  ida = new TestBrowser(server);
  expect((await ida.signUp('ida.checks@example.test')).error).toBeNull();
}, 60_000);
afterAll(() => server?.stop());

interface Check {
  revision: number;
  orderable: boolean;
  findings: { code: string; severity: string; page: number | 'cover' | null; pageId: string | null }[];
}
type ErrorAnswer = {
  error: { code: string; message: string; details?: { reason?: string }; findings?: unknown[] };
};

const check = async (printId: string) =>
  body<Check>(await ida.fetch(`/basket/check-design?printId=${printId}`));

/** Saves the design again with another title: a new revision. */
async function edit(printId: string) {
  const got = await body<{ print: { revision: number; document: BookDocument } }>(
    await ida.fetch(`/print/${printId}`),
  );
  const res = await ida.json('/print/update', {
    id: printId,
    baseRevision: got.print.revision,
    document: { ...got.print.document, title: `Edited ${randomUUID().slice(0, 4)}` },
  });
  expect(res.status).toBe(200);
  return (await body<{ print: { revision: number } }>(res)).print.revision;
}

async function readyToPay() {
  expect((await ida.json('/basket/set-delivery-address', { delivery: { address: ADDRESS } })).status).toBe(
    200,
  );
  expect((await ida.json('/basket/set-shipping-method', { method: 'standard' })).status).toBe(200);
}

describe('the order step print checks', () => {
  it("lists a design's empty frames at its revision, each on its page", async () => {
    const printId = await makePrint(ida);
    const checked = await check(printId);
    expect(checked.revision).toBe(1);
    expect(checked.orderable).toBe(true);
    const empty = checked.findings.filter((f) => f.code === 'EMPTY_FRAME');
    expect(empty.length).toBeGreaterThan(0);
    expect(
      empty.every(
        (f) => f.severity === 'warning' && (typeof f.page === 'number' || f.page === 'cover') && f.pageId,
      ),
    ).toBe(true);
  });

  it('takes empty frames into the basket only with "order anyway", recorded with the revision', async () => {
    const printId = await makePrint(ida);
    const { revision } = await check(printId);
    const unasked = await ida.json('/basket/item', { printId, checkedRevision: revision });
    expect(unasked.status).toBe(422);
    expect((await body<ErrorAnswer>(unasked)).error.details?.reason).toBe('needs_yes');
    const yes = await ida.json('/basket/item', { printId, checkedRevision: revision, orderAnyway: true });
    expect(yes.status).toBe(200);
    expect((await body<{ basket: Basket }>(yes)).basket.items.some((i) => i.quantity === 1)).toBe(true);
  });

  it('refuses to add a design changed since its check, with a clear 409', async () => {
    const printId = await makePrint(ida);
    const { revision } = await check(printId);
    const now = await edit(printId);
    expect(now).toBeGreaterThan(revision);
    const stale = await ida.json('/basket/item', { printId, checkedRevision: revision, orderAnyway: true });
    expect(stale.status).toBe(409);
    const answer = await body<ErrorAnswer>(stale);
    expect(answer.error.details?.reason).toBe('design_changed');
    expect(answer.error.message).toMatch(/changed since its print check/);
    const basket = await body<{ basket: { items: { printId: string }[] } }>(await ida.fetch('/basket'));
    expect(basket.basket.items.map((i) => i.printId)).not.toContain(printId);
  });

  it('refuses to pay for a design changed after it went in the basket; a new check lets it through', async () => {
    const printId = await makePrint(ida);
    const first = await check(printId);
    expect(
      (await ida.json('/basket/item', { printId, checkedRevision: first.revision, orderAnyway: true }))
        .status,
    ).toBe(200);
    await readyToPay();
    const now = await edit(printId);
    const refused = await pay(ida, CARDS.success);
    expect(refused.res.status).toBe(409);
    expect((refused.json as unknown as ErrorAnswer).error.details?.reason).toBe('design_changed');
    // Nothing was ordered or charged, and the basket is as it was.
    const basket = await body<{ basket: { items: { id: string; printId: string }[] } }>(
      await ida.fetch('/basket'),
    );
    const line = basket.basket.items.find((i) => i.printId === printId)!;
    expect(line).toBeDefined();
    // "Check again" from the basket: the line follows the new check.
    const again = await check(printId);
    expect(again.revision).toBe(now);
    const patched = await ida.json(
      '/basket/item',
      { itemId: line.id, checkedRevision: now, orderAnyway: true },
      'PATCH',
    );
    expect(patched.status).toBe(200);
    const paid = await pay(ida, CARDS.success);
    expect(paid.res.status).toBe(200);
    const answer = paid.json as PurchaseAnswer;
    expect(answer.payment.status).toBe('succeeded');
    const [item] = await server.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, answer.order.id))
      .then((rows) => rows.filter((r) => r.printId === printId));
    expect(item!.printRevision).toBe(now);
    expect(item!.acceptedFindings).toMatchObject({
      revision: now,
      codes: expect.arrayContaining(['EMPTY_FRAME']),
    });
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, answer.order.id));
    expect(order!.status).toBe('paid');
  });
});
