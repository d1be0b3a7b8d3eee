import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPrintFile, ptToMm } from '../../scripts/print-check';
import { TestBrowser } from '../auth/browser.test-helper';
import { ADDRESS, CARDS, makePrint, pay } from '../order/commerce.test-helper';
import { orders } from '../order/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { type PrintManifest, printManifestSchema } from './partner';

let server: TestServer;
let alice: TestBrowser;

beforeAll(async () => {
  // No change window: the order goes to the printer as soon as its files are made.
  server = await startTestServer({ ORDER_CANCEL_WINDOW_MINUTES: '0' });
  alice = new TestBrowser(server);
  expect((await alice.signUp('alice.printer@example.test')).error).toBeNull();
}, 60_000);
afterAll(() => server?.stop());

async function order(productCode: string): Promise<string> {
  const printId = await makePrint(alice, productCode);
  expect((await alice.json('/basket/item', { printId, quantity: 2 })).status).toBe(200);
  expect((await alice.json('/basket/set-delivery-address', { delivery: { address: ADDRESS } })).status).toBe(
    200,
  );
  expect((await alice.json('/basket/set-shipping-method', { method: 'standard' })).status).toBe(200);
  const { json } = await pay(alice, CARDS.success);
  expect(json.payment.status).toBe('succeeded');
  return json.order.id;
}

async function manifestOf(orderId: string): Promise<{ folder: string; manifest: PrintManifest }> {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
  const folder = join(server.dataDir, 'print-partner', row!.reference);
  for (let i = 0; i < 600; i++) {
    try {
      const manifest = printManifestSchema.parse(
        JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')),
      );
      return { folder, manifest };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('the print partner never received the order');
}

describe('the file-system print partner', () => {
  it('receives a paid hardcover as interior and cover PDF/X-4 files with a manifest', async () => {
    const orderId = await order('BOOK-HC-20X20');
    const { folder, manifest } = await manifestOf(orderId);
    expect(manifest.orderId).toBe(orderId);
    expect(manifest.shipping.method).toBe('standard');
    expect(manifest.shipping.address.postcode).toBe(ADDRESS.postcode);
    const [item] = manifest.items;
    expect(item).toMatchObject({ product: 'BOOK-HC-20X20', kind: 'book', copies: 2, binding: 'hardcover' });
    expect(item!.paper).toBe('silk-170');
    expect(item!.files.map((f) => f.role)).toEqual(['interior', 'cover']);
    const spine = item!.spine!;
    expect(spine).toBeCloseTo(Math.round((Math.ceil(item!.pages / 2) * 0.13 + 4) * 10) / 10, 5);

    const cover = checkPrintFile(join(folder, item!.files[1]!.path));
    expect(cover.problems).toEqual([]);
    const media = cover.pages[0]!.media;
    expect(Math.abs(ptToMm(media[2] - media[0]) - (2 * 200 + spine + 2 * (3 + 15)))).toBeLessThan(0.1);
    const interior = checkPrintFile(join(folder, item!.files[0]!.path));
    expect(interior.problems).toEqual([]);
    expect(interior.pages).toHaveLength(item!.pages);
  }, 120_000);
});
