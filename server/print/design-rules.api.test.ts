import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/api/common';
import type { BookDocument } from '../../render-core';
import { squareBook, wallCalendar } from '../../render-core/testing/products';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import {
  designFor,
  type Finding,
  type FindingsError,
  placedPhotoIds,
  recordUploads,
  withPages,
} from './design.test-helper';

let server: TestServer;
let owner: TestBrowser;
const EMAIL = 'owner.rules@example.test';

type Print = { id: string; revision: number; productCode: string; document: BookDocument };
type Saved = { print: Print; findings: Finding[]; orderable: boolean };

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server);
  expect((await owner.signUp(EMAIL)).error).toBeNull();
});
afterAll(() => server?.stop());

const create = (document: BookDocument, productCode = document.product.code) =>
  owner.json('/print', { productCode, title: 'Basque Summer', document });

async function listCount() {
  const res = await owner.fetch('/print/list');
  return ((await res.json()) as { prints: unknown[] }).prints.length;
}

describe('the page-count rule on save (softcover: 20-100 pages in steps of 2)', () => {
  it.each([3, 0, 140, 21])(
    'refuses a new softcover book of %i pages with a 422 and its finding, writing nothing',
    async (pages) => {
      const before = await listCount();
      const res = await create(withPages(designFor(squareBook, 30), pages));
      expect(res.status).toBe(422);
      const body = (await res.json()) as FindingsError;
      expect(body.error.code).toBe('INVALID_DESIGN');
      expect(body.error.message).toBe(
        `This design has ${pages} pages; it needs 20 to 100 pages in steps of 2.`,
      );
      // The contract's error schema describes the findings as sent.
      expect(errorBodySchema.parse(body).error.findings).toEqual(body.error.findings);
      expect(body.error.findings).toEqual([
        expect.objectContaining({
          code: 'PAGE_COUNT',
          severity: 'blocking',
          values: { count: pages, min: 20, max: 100, step: 2 },
        }),
      ]);
      expect(await listCount()).toBe(before);
    },
  );

  it('refuses a save that breaks the rule and keeps the saved revision', async () => {
    const res = await create(withPages(designFor(squareBook, 30), 20));
    expect(res.status).toBe(201);
    const { print } = (await res.json()) as Saved;
    const odd = await owner.json('/print/update', {
      id: print.id,
      baseRevision: 1,
      document: withPages(print.document, 23),
    });
    expect(odd.status).toBe(422);
    expect(((await odd.json()) as FindingsError).error.findings[0]!.values.count).toBe(23);
    const even = await owner.json('/print/update', {
      id: print.id,
      baseRevision: 1,
      document: withPages(print.document, 22),
    });
    expect(even.status).toBe(200);
    expect(((await even.json()) as Saved).print.revision).toBe(2);
  });

  it("judges by the catalog's rule, not the one the document claims, and stores the catalog's limits", async () => {
    const doc = designFor(squareBook, 30);
    const claims = { ...doc.product, minDpi: 1, pages: { min: 1, max: 200, step: 1 } };
    const three = await create({ ...withPages(doc, 3), product: claims } as BookDocument);
    expect(three.status).toBe(422);
    const ok = await create({ ...withPages(doc, 20), product: claims } as BookDocument);
    expect(ok.status).toBe(201);
    const { print } = (await ok.json()) as Saved;
    expect(print.document.product).toMatchObject({ minDpi: 100, pages: { min: 20, max: 100, step: 2 } });
  });

  it('counts a calendar with its cover: 12 months are its 13 pages, 13 months are one too many', async () => {
    const made = await create(designFor(wallCalendar, 20));
    expect(made.status).toBe(201);
    const { print } = (await made.json()) as Saved;
    expect(print.document.pages).toHaveLength(12);
    const more = await owner.json('/print/update', {
      id: print.id,
      baseRevision: 1,
      document: withPages(print.document, 13),
    });
    expect(more.status).toBe(422);
    expect(((await more.json()) as FindingsError).error.message).toBe(
      'This calendar has 14 pages; it needs exactly 13 pages.',
    );
  });
});

describe('orderability on save', () => {
  it('saves a draft whose photos are still uploading, and says so; once they arrive it is orderable', async () => {
    const doc = designFor(squareBook, 30, 7);
    const res = await create(doc);
    expect(res.status).toBe(201);
    const created = (await res.json()) as Saved;
    expect(created.orderable).toBe(false);
    const ids = placedPhotoIds(doc);
    const missing = created.findings.filter((f) => f.code === 'PHOTO_NOT_UPLOADED');
    expect(missing.map((f) => f.photoId).sort()).toEqual([...ids].sort());
    expect(missing[0]!.message).toMatch(/has not finished uploading yet/);

    // A photo that has arrived and is still being prepared is not called failed.
    await recordUploads(server, EMAIL, ids.slice(0, 1), 'processing');
    const preparing = await owner.json('/print/update', {
      id: created.print.id,
      baseRevision: 1,
      document: created.print.document,
    });
    const preparingFindings = ((await preparing.json()) as Saved).findings;
    expect(preparingFindings.find((f) => f.photoId === ids[0])?.message).toMatch(/is still being prepared/);

    await recordUploads(server, EMAIL, ids.slice(1));
    await recordUploads(server, EMAIL, ids.slice(0, 1), 'failed');
    const again = await owner.json('/print/update', {
      id: created.print.id,
      baseRevision: 2,
      document: created.print.document,
    });
    expect(again.status).toBe(200);
    const saved = (await again.json()) as Saved;
    expect(saved.orderable).toBe(false);
    expect(saved.findings.filter((f) => f.severity === 'blocking')).toEqual([
      expect.objectContaining({
        code: 'PHOTO_NOT_UPLOADED',
        photoId: ids[0],
        message: expect.stringMatching(/failed to upload/),
      }),
    ]);

    await recordUploads(server, EMAIL, ids.slice(0, 1));
    const last = await owner.json('/print/update', {
      id: created.print.id,
      baseRevision: 3,
      document: created.print.document,
    });
    expect(((await last.json()) as Saved).orderable).toBe(true);
  });
});

describe('product changes are decided by the server', () => {
  it("refuses a cover upgrade whose product does not take the design's pages, and writes nothing", async () => {
    // A 22-page softcover: the hardcover takes 24 to 140 pages, the layflat 20 to 80.
    const res = await create(withPages(designFor(squareBook, 30), 22));
    expect(res.status).toBe(201);
    const { print } = (await res.json()) as Saved;
    const hardcover = { ...print.document.product, code: 'BOOK-HC-20X20' };
    const refused = await owner.json('/print/update', {
      id: print.id,
      baseRevision: 1,
      document: { ...print.document, product: hardcover },
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as FindingsError;
    expect(body.error.code).toBe('INVALID_DESIGN');
    expect(body.error.findings[0]!.values).toEqual({ count: 22, min: 24, max: 140, step: 2 });
    const kept = (await (await owner.fetch(`/print/${print.id}`)).json()) as Saved;
    expect(kept.print).toMatchObject({ productCode: 'BOOK-SC-20X20', revision: 1 });

    const layflat = {
      ...print.document.product,
      code: 'BOOK-LF-20X20',
      pages: { min: 1, max: 999, step: 1 },
    };
    const moved = await owner.json('/print/update', {
      id: print.id,
      baseRevision: 1,
      document: { ...print.document, product: layflat },
    });
    expect(moved.status).toBe(200);
    // The catalog's rule is stored, not the one the document claimed.
    expect(((await moved.json()) as Saved).print).toMatchObject({
      productCode: 'BOOK-LF-20X20',
      document: { product: { code: 'BOOK-LF-20X20', pages: { min: 20, max: 80, step: 2 } } },
    });
  });
});
