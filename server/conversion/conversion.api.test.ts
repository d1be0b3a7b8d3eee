import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import { conversionEvents } from './schema';

let server: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  browser = new TestBrowser(server);
  expect((await browser.signUp('dana.conversion@example.test')).error).toBeNull();
}, 60_000);
afterAll(() => server?.stop());

const event = (eventName: string, eventId: string) => ({
  eventName,
  eventTimestamp: 1795300000,
  eventSourceUrl: 'http://localhost/webapp/basket',
  eventId,
  actionSource: 'website',
});

async function post(batch: unknown, headers: Record<string, string> = {}) {
  return fetch(server.api('/conversion/events'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(batch),
  });
}

describe('conversion collector', () => {
  it('stores a batch with the user from the access token and the browser and click ids', async () => {
    const session = await browser.session();
    const res = await post(
      {
        events: [
          {
            event: event('basket_item_added', 'evt-1'),
            properties: {
              products: [{ productCode: 'BOOK-SC-20X20', price: 17.99, quantity: 1 }],
              currency: 'GBP',
              totalPrice: 17.99,
            },
          },
          {
            event: event('basket_ordered', 'evt-2'),
            properties: {
              products: [
                { productCode: 'BOOK-SC-20X20', price: 17.99, quantity: 1 },
                { productCode: 'CAL-DESK', price: 14.99, quantity: 2 },
              ],
              currency: 'GBP',
              totalPrice: 47.97,
              transactionKey: 'BND-TEST1234',
              voucherCodes: ['WELCOME10'],
            },
          },
        ],
      },
      {
        authorization: `Bearer ${session?.accessToken}`,
        'x-bindery-browser-id': 'browser-123',
        'x-bindery-click-ids': 'gclid=abc&fbclid=xyz',
      },
    );
    expect(res.status).toBe(202);
    const [row] = await server.database.db
      .select()
      .from(conversionEvents)
      .where(eq(conversionEvents.eventId, 'evt-2'));
    const user = await browser.user();
    expect(row).toMatchObject({
      eventName: 'basket_ordered',
      userUuid: user.uuid,
      browserId: 'browser-123',
      clickIds: { gclid: 'abc', fbclid: 'xyz' },
      properties: { transactionKey: 'BND-TEST1234', voucherCodes: ['WELCOME10'], totalPrice: 47.97 },
    });
  });

  it('refuses a single-product event with two products, and unknown event names', async () => {
    const two = [
      { productCode: 'A', price: 1, quantity: 1 },
      { productCode: 'B', price: 1, quantity: 1 },
    ];
    const res = await post({
      events: [{ event: event('print_created', 'evt-3'), properties: { products: two } }],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe(
      'body.events[0].properties.products',
    );
    const unknown = await post({ events: [{ event: event('made_up', 'evt-4'), properties: {} }] });
    expect(unknown.status).toBe(400);
  });
});
