import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, FieldApiError, fillPath, SERVER_CHECKED_READS } from './client';

const address = {
  fullName: 'Ann Example',
  line1: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
};

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: unknown = { ok: true }) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(answer));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('callApi: one client, typed and checked by the route registry', () => {
  it('fills the path, the query and the body from the route key', async () => {
    const fetch = stubFetch({ count: 2 });
    await expect(callApi('GET /basket/count')).resolves.toEqual({ count: 2 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/webapp/api/basket/count');
    const deleted = stubFetch({ deleted: true });
    await callApi('DELETE /print/:id', { params: { id: '8b0e5b4e-3c55-4a8a-9a59-2a1f0b6b1e11' } });
    expect(deleted.mock.calls[0]?.[0]).toBe('/webapp/api/print/8b0e5b4e-3c55-4a8a-9a59-2a1f0b6b1e11');
    expect(deleted.mock.calls[0]?.[1]?.method).toBe('DELETE');
    const shipping = stubFetch({ country: 'DE', options: [] });
    await callApi('GET /shipping-options', { query: { country: 'DE' } }).catch(() => {});
    expect(shipping.mock.calls[0]?.[0]).toBe('/webapp/api/shipping-options?country=DE');
  });

  it('refuses a body the server would refuse, with its field, without sending it', async () => {
    const fetch = stubFetch();
    const call = callApi('POST /account/addresses', { body: { ...address, postcode: 'nope' } });
    await expect(call).rejects.toBeInstanceOf(FieldApiError);
    await expect(call).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'body.postcode',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the query too', async () => {
    const fetch = stubFetch();
    const call = callApi('GET /shipping-options', { query: { country: 'Germany' } });
    await expect(call).rejects.toMatchObject({ status: 400, field: 'query.country' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('throws the server’s error with its code and field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'NOT_FOUND', message: 'No such print', field: 'id' } },
          { status: 404 },
        ),
      ),
    );
    await expect(callApi('GET /print/list')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      field: 'id',
    });
  });

  it('in tests, refuses an answer outside the route’s response schema', async () => {
    stubFetch({ count: 'two' });
    await expect(callApi('GET /basket/count')).rejects.toThrow(/GET \/basket\/count answered outside/);
  });
});

describe('the first screens’ reads', () => {
  it('go to the server unchecked, which answers them (the schemas are not waited for)', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { error: { code: 'VALIDATION_FAILED', field: 'query.currency', message: 'Invalid query.currency' } },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const call = callApi('GET /catalog', { query: { currency: 'XXX' as 'GBP', locale: 'en-gb' } });
    await expect(call).rejects.toMatchObject({ status: 400, field: 'query.currency' });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('include the editor’s print, so its document is fetched alongside the code, not after the schemas', () => {
    expect(SERVER_CHECKED_READS.has('GET /print/:id')).toBe(true);
  });
});

describe('fillPath', () => {
  it('puts each parameter in its place, encoded, with Hono’s patterns', () => {
    expect(fillPath('/order/:orderId/print-file/:itemId', { orderId: 'o 1', itemId: 2 })).toBe(
      '/order/o%201/print-file/2',
    );
    expect(fillPath('/payment/sandbox/:page{challenge|wallet}/:ref', { page: 'wallet', ref: 'r1' })).toBe(
      '/payment/sandbox/wallet/r1',
    );
    expect(() => fillPath('/print/:id', {})).toThrow(/no value for :id/);
  });
});

describe('a refusal', () => {
  it('keeps the server’s findings, so the page can say what stops the order', async () => {
    const findings = [
      { code: 'PHOTO_NOT_UPLOADED', message: 'A photo is still on its way.', photoIds: ['p1'] },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'NOT_ORDERABLE', message: 'This design cannot be ordered yet.', findings } },
          { status: 422 },
        ),
      ),
    );
    const call = callApi('POST /basket/item', {
      body: { printId: '8b0e5b4e-3c55-4a8a-9a59-2a1f0b6b1e11', quantity: 1 },
    });
    await expect(call).rejects.toBeInstanceOf(FieldApiError);
    await expect(call).rejects.toMatchObject({ status: 422, code: 'NOT_ORDERABLE', findings });
  });

  it('has no findings when the server sent none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'NOT_FOUND', message: 'No such print' } }, { status: 404 }),
      ),
    );
    await expect(callApi('GET /print/list')).rejects.toMatchObject({ status: 404, findings: [] });
  });
});
