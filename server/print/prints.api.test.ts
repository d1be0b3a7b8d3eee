import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import type { BookDocument, ProductSpec } from '../../render-core';
import { startTestServer, type TestServer } from '../test/harness';
import { designFor } from './design.test-helper';
import { coverPhotoId } from './prints';

let server: TestServer;
let owner: TestBrowser;
let other: TestBrowser;

type PrintBody = {
  print: {
    id: string;
    revision: number;
    title: string;
    productCode: string;
    document: Record<string, unknown> & { pages: unknown[]; title: string; product: Product };
  };
};
type Product = {
  code: string;
  kind: string;
  trim: { width: number; height: number };
  pages: { min: number; max: number; step: number };
};
type ErrorBody = { error: { code: string; message: string; field?: string }; current?: PrintBody['print'] };

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server);
  other = new TestBrowser(server);
  expect((await owner.signUp('owner.prints@example.test')).error).toBeNull();
  expect((await other.signUp('other.prints@example.test')).error).toBeNull();
});
afterAll(() => server?.stop());

async function createPrint(browser = owner, productCode = 'BOOK-HC-20X20') {
  const res = await browser.json('/print', { productCode, title: 'Summer in Spain' });
  expect(res.status).toBe(201);
  return ((await res.json()) as PrintBody).print;
}

describe('prints', () => {
  it('creates a print from a catalog product with a valid empty book', async () => {
    const print = await createPrint();
    expect(print.revision).toBe(1);
    expect(print.document.id).toBe(print.id);
    expect(print.document.pages.length).toBeGreaterThanOrEqual(24);
    const list = (await (await owner.fetch('/print/list')).json()) as {
      prints: { id: string; pageCount: number }[];
    };
    expect(list.prints.map((p) => p.id)).toContain(print.id);
  });

  it('lists each design with the counts and cover photo of its saved document', async () => {
    const fresh = await createPrint();
    const designed = await createPrint();
    const document = { ...designFor(designed.document.product as ProductSpec, 12, 3), id: designed.id };
    const saved = await owner.json('/print/update', {
      id: designed.id,
      baseRevision: designed.revision,
      document,
    });
    expect(saved.status).toBe(200);
    const stored = ((await saved.json()) as PrintBody).print;
    const { prints: listed } = (await (await owner.fetch('/print/list')).json()) as {
      prints: Record<string, unknown>[];
    };
    const summary = (id: string) => listed.find((p) => p.id === id);
    const doc = stored.document as unknown as BookDocument;
    expect(coverPhotoId(doc)).not.toBeNull();
    expect(summary(designed.id)).toMatchObject({
      kind: doc.kind,
      title: stored.title,
      revision: stored.revision,
      pageCount: doc.pages.length,
      photoCount: doc.photos.length,
      coverPhotoId: coverPhotoId(doc),
    });
    const freshDoc = fresh.document as unknown as BookDocument;
    expect(summary(fresh.id)).toMatchObject({
      pageCount: freshDoc.pages.length,
      photoCount: freshDoc.photos.length,
      coverPhotoId: coverPhotoId(freshDoc),
    });
    expect(summary(designed.id)).not.toHaveProperty('document');
    // Newest first.
    expect(listed.findIndex((p) => p.id === designed.id)).toBeLessThan(
      listed.findIndex((p) => p.id === fresh.id),
    );
  });

  it('refuses an unknown product and a broken document, naming the field', async () => {
    const unknown = await owner.json('/print', { productCode: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorBody).error.field).toBe('body.productCode');
    const print = await createPrint();
    const broken = await owner.json('/print/update', {
      id: print.id,
      baseRevision: 1,
      document: { ...print.document, pages: 'lots' },
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorBody).error.field).toBe('body.document.pages');
    // Nothing was written.
    const again = (await (await owner.fetch(`/print/${print.id}`)).json()) as PrintBody;
    expect(again.print.revision).toBe(1);
  });

  it('accepts an update on the current revision and refuses a stale one with the current document', async () => {
    const print = await createPrint();
    const first = await owner.json('/print/update', {
      id: print.id,
      baseRevision: 1,
      document: { ...print.document, title: 'First tab' },
    });
    expect(first.status).toBe(200);
    expect(((await first.json()) as PrintBody).print.revision).toBe(2);

    const stale = await owner.json('/print/update', {
      id: print.id,
      baseRevision: 1,
      document: { ...print.document, title: 'Second tab' },
    });
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as ErrorBody;
    expect(conflict.error.code).toBe('CONFLICT');
    expect(conflict.current?.revision).toBe(2);
    expect(conflict.current?.document.title).toBe('First tab');
    const saved = (await (await owner.fetch(`/print/${print.id}`)).json()) as PrintBody;
    expect(saved.print.document.title).toBe('First tab');
  });

  it('duplicates and deletes', async () => {
    const print = await createPrint();
    const dup = await owner.json('/print/duplicate', { id: print.id, title: 'Copy of Summer' });
    expect(dup.status).toBe(201);
    const copy = ((await dup.json()) as PrintBody).print;
    expect(copy.id).not.toBe(print.id);
    expect(copy.document.id).toBe(copy.id);
    expect(copy.title).toBe('Copy of Summer');
    expect((await owner.fetch(`/print/${copy.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await owner.fetch(`/print/${copy.id}`)).status).toBe(404);
    expect((await owner.fetch(`/print/${print.id}`)).status).toBe(200);
  });

  it('keeps another user out of a print: read, update, duplicate, share and delete are all 404', async () => {
    const print = await createPrint();
    expect((await other.fetch(`/print/${print.id}`)).status).toBe(404);
    expect(
      (await other.json('/print/update', { id: print.id, baseRevision: 1, document: print.document })).status,
    ).toBe(404);
    expect((await other.json('/print/duplicate', { id: print.id })).status).toBe(404);
    expect((await other.json('/print/share', { id: print.id })).status).toBe(404);
    expect((await other.fetch(`/print/sharing-properties?id=${print.id}`)).status).toBe(404);
    expect((await other.fetch(`/print/${print.id}`, { method: 'DELETE' })).status).toBe(404);
    const list = (await (await other.fetch('/print/list')).json()) as { prints: { id: string }[] };
    expect(list.prints.map((p) => p.id)).not.toContain(print.id);
    expect((await owner.fetch(`/print/${print.id}`)).status).toBe(200);
    const anonymous = await fetch(server.api(`/print/${print.id}`));
    expect(anonymous.status).toBe(401);
  });
});

describe('changing the product of a print (cover and paper)', () => {
  const layflat = (from: Product): Product => ({
    ...from,
    code: 'BOOK-LF-20X20',
    pages: { min: 20, max: 80, step: 2 },
  });
  const read = async (id: string) => ((await (await owner.fetch(`/print/${id}`)).json()) as PrintBody).print;

  it('moves the print to another product of its kind and size with the document, and back', async () => {
    const print = await createPrint();
    const product = layflat(print.document.product);
    const res = await owner.json('/print/update', {
      id: print.id,
      baseRevision: 1,
      document: { ...print.document, product },
    });
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as PrintBody).print;
    expect(saved).toMatchObject({ productCode: 'BOOK-LF-20X20', revision: 2 });
    expect((await read(print.id)).productCode).toBe('BOOK-LF-20X20');
    // Stored with the catalog's spec of the new product (its binding too), whatever the document said.
    const { binding: _sent, ...rest } = product as Product & { binding?: unknown };
    expect((await read(print.id)).document.product).toMatchObject({
      ...rest,
      binding: { style: 'layflat' },
    });
    // Undo in the editor sends the first product back.
    const back = await owner.json('/print/update', {
      id: print.id,
      baseRevision: 2,
      document: print.document,
    });
    expect(back.status).toBe(200);
    expect(await read(print.id)).toMatchObject({ productCode: 'BOOK-HC-20X20', revision: 3 });
  });

  it('refuses an unknown product, another trim size or another kind, naming body.document.product, and writes nothing', async () => {
    const print = await createPrint();
    const from = print.document.product;
    const refusals: [Product, RegExp][] = [
      [{ ...from, code: 'BOOK-XX-20X20' }, /no product BOOK-XX-20X20/],
      [
        { ...from, code: 'BOOK-SC-A4L', trim: { width: 297, height: 210 } },
        /297×210 mm book.*200×200 mm book/,
      ],
      // The document claims the catalog's code with a size the catalog does not make it in.
      [{ ...from, code: 'BOOK-LF-20X20', trim: { width: 297, height: 210 } }, /is 200×200 mm, not 297×210/],
      [{ ...from, code: 'CAL-WALL-A4', kind: 'calendar', trim: { width: 210, height: 297 } }, /calendar/],
    ];
    for (const [product, message] of refusals) {
      const res = await owner.json('/print/update', {
        id: print.id,
        baseRevision: 1,
        document: { ...print.document, title: 'Changed too', product },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.field).toMatch(/^body\.document\.(product|kind)/);
      if (body.error.field === 'body.document.product') expect(body.error.message).toMatch(message);
    }
    expect(await read(print.id)).toMatchObject({
      productCode: 'BOOK-HC-20X20',
      revision: 1,
      title: 'Summer in Spain',
      document: { product: from },
    });
  });
});

describe('sharing', () => {
  it('shares by an unguessable link, changes its permission, copies, and revoking kills it at once', async () => {
    const print = await createPrint();
    const res = await owner.json('/print/share', { id: print.id, permission: 'view' });
    expect(res.status).toBe(201);
    const { share } = (await res.json()) as { share: { token: string; url: string; permission: string } };
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.url).toContain(`/webapp/shared-print?token=${share.token}`);

    // Anyone with the link can view, read-only.
    const viewed = await fetch(server.api(`/print/shared?token=${share.token}`));
    expect(viewed.status).toBe(200);
    const shared = (await viewed.json()) as { permission: string; print: { title: string } };
    expect(shared).toMatchObject({ permission: 'view', print: { title: 'Summer in Spain' } });

    // View-only links can't be copied.
    expect((await other.json('/print/shared/copy', { token: share.token })).status).toBe(403);
    // Only the owner may change the permission.
    expect(
      (await other.json('/print/share-permission', { token: share.token, permission: 'view-and-copy' }))
        .status,
    ).toBe(404);
    const changed = await owner.json('/print/share-permission', {
      token: share.token,
      permission: 'view-and-copy',
    });
    expect(changed.status).toBe(200);

    const copied = await other.json('/print/shared/copy', { token: share.token });
    expect(copied.status).toBe(201);
    const copy = ((await copied.json()) as PrintBody).print;
    expect(copy.id).not.toBe(print.id);
    expect((await other.fetch(`/print/${copy.id}`)).status).toBe(200);

    const links = (await (await owner.fetch('/print/shared/list')).json()) as { shares: { token: string }[] };
    expect(links.shares.map((s) => s.token)).toContain(share.token);

    expect((await other.json('/print/revoke-share', { token: share.token })).status).toBe(404);
    expect((await owner.json('/print/revoke-share', { token: share.token })).status).toBe(200);
    expect((await fetch(server.api(`/print/shared?token=${share.token}`))).status).toBe(404);
    expect((await other.json('/print/shared/copy', { token: share.token })).status).toBe(404);
  });

  it('refuses a malformed token and an unknown permission', async () => {
    expect((await fetch(server.api('/print/shared?token=short'))).status).toBe(400);
    const print = await createPrint();
    const bad = await owner.json('/print/share', { id: print.id, permission: 'edit' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.field).toBe('body.permission');
  });
});
