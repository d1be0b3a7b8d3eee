import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldApiError, requestJson } from '../auth/http';
import { api } from './client';

const address = {
  fullName: 'Ann Example',
  line1: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
};

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const fetch = vi.fn(async () => Response.json({ ok: true }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the one client checks what it sends against the contract', () => {
  it('sends a request the contract accepts', async () => {
    const fetch = stubFetch();
    await expect(requestJson('POST', '/account/addresses', address)).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('refuses a body the server would refuse, with its field, without sending it', async () => {
    const fetch = stubFetch();
    const call = requestJson('POST', '/account/addresses', { ...address, postcode: 'nope' });
    await expect(call).rejects.toBeInstanceOf(FieldApiError);
    await expect(call).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'body.postcode',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the typed client’s calls too', async () => {
    const fetch = stubFetch();
    const res = await api['shipping-options'].$get({ query: { country: 'Germany' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'query.country' } });
    expect(fetch).not.toHaveBeenCalled();
    const ok = await api['shipping-options'].$get({ query: { country: 'DE' } });
    expect(ok.status).toBe(200);
    expect(fetch).toHaveBeenCalledOnce();
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
    const res = await api.catalog.$get({ query: { currency: 'XXX' as 'GBP', locale: 'en-gb' } });
    expect(fetch).toHaveBeenCalledOnce();
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'query.currency' } });
  });
});
