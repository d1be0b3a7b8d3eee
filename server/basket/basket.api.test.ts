import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOp, type BookDocument } from '../../render-core';
import { photoPrint, squareBook } from '../../render-core/testing/products';
import { TestBrowser } from '../auth/browser.test-helper';
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

let server: TestServer;
let alice: TestBrowser;
const EMAIL = 'alice.basket@example.test';

interface Item {
  id: string;
  printId: string;
  productCode: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  pageCount: number;
  printCount: number | null;
  copies: number | null;
  upgrades: { productCode: string; unitPriceMinor: number }[];
}
type BasketAnswer = { basket: { items: Item[]; totals: { subtotalMinor: number } } };

beforeAll(async () => {
  server = await startTestServer();
  alice = new TestBrowser(server);
  expect((await alice.signUp(EMAIL)).error).toBeNull();
});
afterAll(() => server?.stop());

/** A print saved as the editor saves it, with its placed photos uploaded unless told otherwise. */
async function saved(document: BookDocument, opts: { upload?: boolean } = {}) {
  const res = await alice.json('/print', {
    productCode: document.product.code,
    title: 'Basque Summer',
    document,
  });
  expect(res.status).toBe(201);
  if (opts.upload !== false) await recordUploads(server, EMAIL, placedPhotoIds(document));
  return ((await res.json()) as { print: { id: string; document: BookDocument } }).print;
}

const basketCount = async () =>
  ((await (await alice.fetch('/basket/count')).json()) as { count: number }).count;
const remove = (itemId: string) => alice.fetch(`/basket/item?id=${itemId}`, { method: 'DELETE' });

describe('prints are priced per print and per copy', () => {
  it('charges 8 prints with 2 copies of one as 9 prints, in the line, the total and the upgrade', async () => {
    const doc = withCopies(designFor(photoPrint, 8, 3), 2, 2);
    expect(doc.pages).toHaveLength(8);
    const print = await saved(doc);
    const res = await alice.json('/basket/item', { printId: print.id, quantity: 2 });
    expect(res.status).toBe(200);
    const { basket } = (await res.json()) as BasketAnswer;
    const line = basket.items.find((i) => i.printId === print.id)!;
    // PRINT-GL-6X4 is £0.25 a print: 9 copies are £2.25 a set, and two sets £4.50.
    expect(line).toMatchObject({ printCount: 8, copies: 9, unitPriceMinor: 225, lineTotalMinor: 450 });
    expect(basket.totals.subtotalMinor).toBe(450);
    // Matte (£0.29 a print) is offered at the same per-copy rule.
    expect(line.upgrades).toEqual([
      expect.objectContaining({ productCode: 'PRINT-MT-6X4', unitPriceMinor: 261 }),
    ]);
    await remove(line.id);
  });
});

describe('the basket is priced in the currency the customer chose', () => {
  it('prices the same basket in euros when asked (?currency=EUR), in the account currency when not', async () => {
    const print = await saved(withCopies(designFor(photoPrint, 8, 3), 2, 2));
    const added = await alice.json('/basket/item?locale=de-de&country=DE&currency=EUR', {
      printId: print.id,
    });
    expect(added.status).toBe(200);
    type Priced = { basket: BasketAnswer['basket'] & { currency: string } };
    const inEuros = ((await added.json()) as Priced).basket;
    const line = inEuros.items.find((i) => i.printId === print.id)!;
    // PRINT-GL-6X4 is €0.30 a print (£0.25): 9 copies are €2.70.
    expect(inEuros.currency).toBe('EUR');
    expect(line).toMatchObject({ unitPriceMinor: 270, lineTotalMinor: 270 });
    expect(line.upgrades).toEqual([expect.objectContaining({ productCode: 'PRINT-MT-6X4' })]);

    const again = (
      (await (await alice.fetch('/basket?locale=pl-pl&country=PL&currency=PLN')).json()) as Priced
    ).basket;
    expect(again.currency).toBe('PLN');

    const plain = ((await (await alice.fetch('/basket?locale=de-de&country=DE')).json()) as Priced).basket;
    expect(plain.currency).toBe('GBP');
    expect(plain.items.find((i) => i.printId === print.id)).toMatchObject({ unitPriceMinor: 225 });

    const bad = await alice.fetch('/basket?currency=XYZ');
    expect(bad.status).toBe(400);
    await remove(line.id);
  });
});

describe('the basket takes only what can be ordered (422 with findings)', () => {
  it('refuses a softcover book of 3, 0 or 140 pages saved before the rule was enforced', async () => {
    const print = await saved(designFor(squareBook, 30, 5));
    for (const pages of [3, 0, 140]) {
      // Written straight to the database, as a print saved by an older server would be.
      const bad = withPages(print.document, pages);
      await server.database.db.update(prints).set({ document: bad }).where(eq(prints.id, print.id));
      const before = await basketCount();
      const res = await alice.json('/basket/item', { printId: print.id, quantity: 1 });
      expect(res.status).toBe(422);
      const body = (await res.json()) as FindingsError;
      expect(body.error.code).toBe('NOT_ORDERABLE');
      expect(body.error.message).toMatch(`has ${pages} pages; it needs 20 to 100 pages in steps of 2`);
      expect(body.error.findings).toEqual([
        expect.objectContaining({
          code: 'PAGE_COUNT',
          printId: print.id,
          values: { count: pages, min: 20, max: 100, step: 2 },
        }),
      ]);
      expect(await basketCount()).toBe(before);
    }
  });

  it('refuses a design whose photos have not all arrived, then takes it once they have', async () => {
    const doc = designFor(squareBook, 24, 9);
    const print = await saved(doc, { upload: false });
    const ids = placedPhotoIds(doc);
    await recordUploads(server, EMAIL, ids.slice(2));
    await recordUploads(server, EMAIL, ids.slice(0, 1), 'failed');
    const res = await alice.json('/basket/item', { printId: print.id, quantity: 1 });
    expect(res.status).toBe(422);
    const body = (await res.json()) as FindingsError;
    expect(body.error.findings.map((f) => [f.code, f.photoId])).toEqual([
      ['PHOTO_NOT_UPLOADED', ids[0]],
      ['PHOTO_NOT_UPLOADED', ids[1]],
    ]);
    expect(body.error.findings[0]!.message).toMatch(/failed to upload/);
    expect(body.error.message).toMatch(/cannot be ordered yet: .* \(and 1 more problem\)/);

    await recordUploads(server, EMAIL, ids.slice(0, 2));
    const ok = await alice.json('/basket/item', { printId: print.id, quantity: 1 });
    expect(ok.status).toBe(200);
    const line = ((await ok.json()) as BasketAnswer).basket.items.find((i) => i.printId === print.id)!;
    await remove(line.id);
  });

  it('refuses an empty set of prints and a photo too small to print', async () => {
    const empty = await alice.json('/print', { productCode: 'PRINT-GL-6X4', title: 'Nothing yet' });
    expect(empty.status).toBe(201);
    const { print } = (await empty.json()) as { print: { id: string } };
    const res = await alice.json('/basket/item', { printId: print.id });
    expect(res.status).toBe(422);
    expect(((await res.json()) as FindingsError).error.findings.map((f) => f.code)).toEqual(['NO_PRINTS']);

    const doc = designFor(photoPrint, 2, 4);
    const tiny = {
      ...doc,
      photos: doc.photos.map((p) => ({ ...p, width: 300, height: 200 })),
    } as BookDocument;
    const blurry = await saved(tiny);
    const refused = await alice.json('/basket/item', { printId: blurry.id });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as FindingsError).error.findings.map((f) => f.code)).toEqual([
      'DPI_TOO_LOW',
      'DPI_TOO_LOW',
    ]);

    // A print whose photo was taken out would be a blank sheet.
    const set = designFor(photoPrint, 3, 6);
    const page = set.pages[2]!;
    const frame = page.frames.find((f) => f.kind === 'photo')!;
    const blank = await saved(
      applyOp(set, { type: 'removePhoto', pageId: page.id, frameId: frame.id }).document,
    );
    const blankRes = await alice.json('/basket/item', { printId: blank.id });
    expect(blankRes.status).toBe(422);
    expect(((await blankRes.json()) as FindingsError).error.findings).toEqual([
      expect.objectContaining({ code: 'EMPTY_FRAME', message: 'A photo frame on print 3 is empty.' }),
    ]);
  });
});
