import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDocument } from '../../render-core';
import { photoPrint, squareBook } from '../../render-core/testing/products';
import { TestBrowser } from '../auth/browser.test-helper';
import { payments, sandboxCharges } from '../payment/schema';
import {
  designFor,
  type FindingsError,
  placedPhotoIds,
  recordUploads,
  withCopies,
  withPages,
} from '../print/design.test-helper';
import { prints } from '../print/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { ADDRESS, type Basket, body, CARDS, type PurchaseAnswer, tokenise } from './commerce.test-helper';
import { orderItems } from './schema';

let server: TestServer;
let carol: TestBrowser;
const EMAIL = 'carol.orderable@example.test';

beforeAll(async () => {
  server = await startTestServer();
  carol = new TestBrowser(server);
  expect((await carol.signUp(EMAIL)).error).toBeNull();
  expect((await carol.json('/basket/set-delivery-address', { delivery: { address: ADDRESS } })).status).toBe(
    200,
  );
}, 60_000);
afterAll(() => server?.stop());

/** A design saved and put in the basket with every photo uploaded, shipping chosen. */
async function inBasket(document: BookDocument) {
  const made = await carol.json('/print', {
    productCode: document.product.code,
    title: 'Basque Summer',
    document,
  });
  expect(made.status).toBe(201);
  const { print } = await body<{ print: { id: string; revision: number; document: BookDocument } }>(made);
  await recordUploads(server, EMAIL, placedPhotoIds(document));
  expect((await carol.json('/basket/item', { printId: print.id, quantity: 1 })).status).toBe(200);
  const res = await carol.json('/basket/set-shipping-method', { method: 'standard' });
  expect(res.status).toBe(200);
  return { print, basket: (await body<{ basket: Basket }>(res)).basket };
}

async function purchase(key = randomUUID()) {
  const token = await tokenise(carol, CARDS.success);
  const res = await carol.json('/basket/purchase', { idempotencyKey: key, payment: { token } });
  return { res, key };
}

async function nothingCharged(key: string) {
  const db = server.database.db;
  expect(await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key))).toEqual([]);
  expect(await db.select().from(payments).where(eq(payments.idempotencyKey, key))).toEqual([]);
}

const emptyBasket = async () => {
  const { basket } = await body<{ basket: Basket }>(await carol.fetch('/basket'));
  for (const item of basket.items) await carol.fetch(`/basket/item?id=${item.id}`, { method: 'DELETE' });
};

describe('purchase checks orderability again (422 with findings, nothing charged)', () => {
  it('refuses a basket whose design gained a photo that has not arrived, and pays once it has', async () => {
    const doc = designFor(squareBook, 24, 11);
    const { print } = await inBasket(doc);
    // After the basket: the editor places a photo that is still on the phone. Saving accepts the draft.
    const extra = designFor(squareBook, 1, 12).photos[0]!;
    const firstFrame = print.document.pages[0]!.frames.findIndex((f) => f.kind === 'photo');
    const edited: BookDocument = structuredClone(print.document);
    edited.photos.push(extra);
    const frame = edited.pages[0]!.frames[firstFrame]!;
    if (frame.kind === 'photo') frame.photoId = extra.id;
    const save = await carol.json('/print/update', {
      id: print.id,
      baseRevision: print.revision,
      document: edited,
    });
    expect(save.status).toBe(200);
    const saved = await body<{ print: { revision: number }; orderable: boolean }>(save);
    expect(saved).toMatchObject({ orderable: false });

    const { res, key } = await purchase();
    expect(res.status).toBe(422);
    const refused = await body<FindingsError>(res);
    expect(refused.error.code).toBe('NOT_ORDERABLE');
    expect(refused.error.message).toBe(
      '“Basque Summer” cannot be ordered yet: The photo on page 1 has not finished uploading yet.',
    );
    expect(refused.error.findings).toEqual([
      expect.objectContaining({ code: 'PHOTO_NOT_UPLOADED', photoId: extra.id, printId: print.id }),
    ]);
    await nothingCharged(key);
    expect((await body<{ basket: Basket }>(await carol.fetch('/basket'))).basket.items).toHaveLength(1);

    await recordUploads(server, EMAIL, [extra.id]);
    // The design changed after its check put it in the basket (issue 53): paying it as it is now
    // needs that revision checked again, and a "check again" from the basket does so.
    const changed = await purchase();
    expect(changed.res.status).toBe(409);
    const line = (await body<{ basket: Basket }>(await carol.fetch('/basket'))).basket.items[0]!;
    const again = await carol.json(
      '/basket/item',
      { itemId: line.id, checkedRevision: saved.print.revision, orderAnyway: true },
      'PATCH',
    );
    expect(again.status).toBe(200);
    const paid = await purchase();
    expect(paid.res.status).toBe(200);
    expect((await body<PurchaseAnswer>(paid.res)).payment.status).toBe('succeeded');
  });

  it('refuses a book whose page count broke the rule after it was put in the basket', async () => {
    const { print } = await inBasket(designFor(squareBook, 30, 13));
    await server.database.db
      .update(prints)
      .set({ document: withPages(print.document, 3) })
      .where(eq(prints.id, print.id));
    const { res, key } = await purchase();
    expect(res.status).toBe(422);
    const refused = await body<FindingsError>(res);
    expect(refused.error.findings).toEqual([
      expect.objectContaining({ code: 'PAGE_COUNT', values: { count: 3, min: 20, max: 100, step: 2 } }),
    ]);
    await nothingCharged(key);
    await emptyBasket();
  });

  it('orders 8 prints with 2 copies of one at the price of 9 prints', async () => {
    const { print, basket } = await inBasket(withCopies(designFor(photoPrint, 8, 14), 0, 2));
    expect(basket.items[0]).toMatchObject({ unitPriceMinor: 225, lineTotalMinor: 225 });
    const { res } = await purchase();
    expect(res.status).toBe(200);
    const answer = await body<PurchaseAnswer>(res);
    expect(answer.order.totals.totalMinor).toBe(225 + basket.totals.shippingMinor);
    const [item] = await server.database.db.select().from(orderItems).where(eq(orderItems.printId, print.id));
    expect(item).toMatchObject({ unitPriceMinor: 225, lineTotalMinor: 225, pageCount: 9, quantity: 1 });
  });
});
