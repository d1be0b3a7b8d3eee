import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/api/query-client';
import { appState } from '../../src/state/app-state';
import { useBasket } from './use-basket';

/** An empty basket as the server answers it (the contract's pricedBasketSchema), in `currency`. */
const emptyBasket = (currency: string, totalMinor: number) => ({
  currency,
  country: 'DE',
  countrySource: 'default',
  items: [],
  vouchers: [],
  deliveryAddress: null,
  billingAddress: null,
  shippingMethod: null,
  quotedMethod: null,
  shippingOptions: [],
  creditAvailableMinor: 0,
  totals: {
    subtotalMinor: 0,
    discountMinor: 0,
    shippingMinor: 0,
    creditMinor: 0,
    totalMinor,
    vatMinor: 0,
    vatRate: 0,
  },
  referralCode: null,
});

/** A server that prices the basket in the currency asked for, else the account's (GBP). */
function fakeServer() {
  const asked: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.pathname + url.search);
    const currency = url.searchParams.get('currency') ?? 'GBP';
    return new Response(JSON.stringify({ basket: emptyBasket(currency, currency === 'EUR' ? 240 : 200) }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { asked, fetchMock };
}

let saved: { currency: typeof appState.currency; locale: typeof appState.locale; country: string };
beforeEach(() => {
  saved = { currency: appState.currency, locale: appState.locale, country: appState.country };
  Object.assign(appState, { currency: 'GBP', locale: 'de-de', country: 'DE' });
});
afterEach(() => {
  Object.assign(appState, saved);
  vi.unstubAllGlobals();
});

describe('useBasket', () => {
  it('asks for the basket again, priced in the new currency, when the customer switches currency', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBasket(), { wrapper });
    await waitFor(() => expect(result.current.data?.currency).toBe('GBP'));

    act(() => {
      appState.currency = 'EUR';
    });
    await waitFor(() => expect(result.current.data?.currency).toBe('EUR'));
    // The delivery country follows the currency (issue 53), never the German interface: GB, then DE.
    expect(server.asked[0]).toBe('/webapp/api/basket?locale=de-de&country=GB&currency=GBP');
    expect(server.asked.at(-1)).toBe('/webapp/api/basket?locale=de-de&country=DE&currency=EUR');
  });
});
