import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../render-core';
import { TestBrowser } from '../auth/browser.test-helper';
import { projectRoot } from '../lib/paths';
import { startTestServer, type TestServer } from '../test/harness';
import { body, CARDS, pay, readyBasket } from './commerce.test-helper';
import { loadConfig } from '../config';
import { makePrintFiles } from './print-files';
import { orderItems } from './schema';

let server: TestServer;
let alice: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  alice = new TestBrowser(server);
  expect((await alice.signUp('alice.archive@example.test')).error).toBeNull();
}, 60_000);
afterAll(() => server?.stop());

/** A version-1 book, as the first release saved it: the shipped sample, without photos, `pages` long. */
function versionOneBook(id: string, pages: number): Record<string, unknown> {
  const saved = JSON.parse(
    readFileSync(join(projectRoot(), 'render-core/model/migrations/saved/v1-book.json'), 'utf8'),
  ) as { cover: { slots: { photo: string | null }[] }; pages: { id: string }[] };
  const blank = <T extends { slots: { photo: string | null }[] }>(p: T) => ({
    ...p,
    slots: p.slots.map((s) => ({ ...s, photo: null })),
  });
  const template = saved.pages[0] as unknown as { slots: { photo: string | null }[]; id: string };
  return {
    ...saved,
    id,
    photos: [],
    cover: blank(saved.cover),
    pages: Array.from({ length: pages }, (_, i) => ({ ...blank(template), id: `p${i + 1}` })),
  };
}

async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, tries = 300): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('gave up waiting');
}

describe('documents stored by an older version', () => {
  it('are migrated when read: the print opens, the order shows and its print file is made', async () => {
    const { printId } = await readyBasket(alice);
    const { json } = await pay(alice, CARDS.success);
    expect(json.payment.status).toBe('succeeded');
    const orderId = json.order.id;
    const db = server.database.db;
    // Let the paid order's own print job finish first.
    await waitFor(
      async () => (await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)))[0]?.pdfPath,
    );

    const current = await body<{ print: { document: { pages: unknown[] } } }>(
      await alice.fetch(`/print/${printId}`),
    );
    const pages = current.print.document.pages.length;
    const old = JSON.stringify(versionOneBook(printId, pages));
    // Straight into the database, as rows written before the schema change are.
    await db.execute(sql`update prints set document = ${old}::jsonb where id = ${printId}`);
    await db.execute(
      sql`update order_items set document = ${old}::jsonb, pdf_path = null, pdf_bytes = null where order_id = ${orderId}`,
    );

    const opened = await alice.fetch(`/print/${printId}`);
    expect(opened.status).toBe(200);
    const { print } = await body<{
      print: { document: { schemaVersion: number; kind: string; pages: { frames: unknown[] }[] } };
    }>(opened);
    expect(print.document.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(print.document.kind).toBe('book');
    expect(print.document.pages).toHaveLength(pages);
    expect((await alice.fetch('/print/list')).status).toBe(200);
    expect((await alice.fetch(`/transaction?id=${orderId}`)).status).toBe(200);
    expect((await alice.fetch('/order-history')).status).toBe(200);

    // The print job reads the order's snapshot and makes its PDF.
    await makePrintFiles(db, loadConfig(server.env), orderId, (await alice.user()).uuid);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item?.document.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(item?.pdfPath).toBeTruthy();
    const pdf = readFileSync(join(server.dataDir, item!.pdfPath!));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answer 422 DOCUMENT_UNREADABLE, never 500, when damaged or newer than this release', async () => {
    const { printId } = await readyBasket(alice);
    const db = server.database.db;
    for (const stored of [
      { schemaVersion: 999, kind: 'book' },
      { schemaVersion: 2, pages: 'torn' },
    ]) {
      await db.execute(
        sql`update prints set document = ${JSON.stringify(stored)}::jsonb where id = ${printId}`,
      );
      const opened = await alice.fetch(`/print/${printId}`);
      expect(opened.status).toBe(422);
      const answer = await body<{ error: { code: string } }>(opened);
      expect(answer.error.code).toBe('DOCUMENT_UNREADABLE');
      // Nothing was rewritten: the stored row is what was put there.
      const rows = await db.execute(sql`select document from prints where id = ${printId}`);
      const row =
        (rows as unknown as { rows?: { document: unknown }[] }).rows ??
        (rows as unknown as { document: unknown }[]);
      const kept = row[0]?.document;
      expect(typeof kept === 'string' ? JSON.parse(kept) : kept).toEqual(stored);
    }
  });
});
