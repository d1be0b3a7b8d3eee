import { describe, expect, it } from 'vitest';
import { batchEvent, batchHeaders } from './batch';

const ctx = {
  now: new Date('2026-11-21T10:00:00Z'),
  url: 'https://x.test/webapp/basket',
  id: 'e1',
  locale: 'de-de',
  country: 'AT',
};

describe('batchEvent', () => {
  it('builds the SPEC §7 shape with seconds, the source url and language plus country', () => {
    const e = batchEvent(
      'basket_ordered',
      { currency: 'EUR', totalPrice: 30, transactionKey: 'BND-1', voucherCodes: [] },
      ctx,
    );
    expect(e).toEqual({
      event: {
        eventName: 'basket_ordered',
        eventTimestamp: 1795255200,
        eventSourceUrl: 'https://x.test/webapp/basket',
        eventId: 'e1',
        actionSource: 'website',
      },
      properties: {
        currency: 'EUR',
        totalPrice: 30,
        transactionKey: 'BND-1',
        voucherCodes: [],
        locale: 'de-AT',
      },
    });
  });

  it('keeps a single product for basket item added', () => {
    const products = [
      { productCode: 'A', price: 1, quantity: 1 },
      { productCode: 'B', price: 2, quantity: 1 },
    ];
    expect(batchEvent('basket_item_added', { products }, ctx).properties.products).toHaveLength(1);
    expect(batchEvent('basket_viewed', { products }, ctx).properties.products).toHaveLength(2);
  });
});

describe('batchHeaders', () => {
  it('sends the access token, the browser id and the click ids', () => {
    expect(batchHeaders({ accessToken: 't', browserId: 'b', clickIds: { gclid: 'g', fbclid: 'f' } })).toEqual(
      {
        'Content-Type': 'application/json',
        Authorization: 'Bearer t',
        'X-Bindery-Browser-Id': 'b',
        'X-Bindery-Click-Ids': 'gclid=g&fbclid=f',
      },
    );
    expect(batchHeaders({ accessToken: null, browserId: null, clickIds: {} })).toEqual({
      'Content-Type': 'application/json',
    });
  });
});
