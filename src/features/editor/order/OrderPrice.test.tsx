import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRequestChecks } from '../../../api/client';
import { testI18n } from '../../../i18n/test-i18n';
import { OrderPrice } from './OrderPrice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The API client's schemas, loaded as the shell loads them after the first paint.
beforeAll(() => loadRequestChecks());

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const PRINT = '0b6c1f0e-8a4e-4f7e-9a51-4a1c2b3d4e5f';
const option = (method: 'standard' | 'express', priceMinor: number, earliest: string, latest: string) => ({
  method,
  priceMinor,
  currency: 'GBP',
  earliest,
  latest,
  estimate: 'partner' as const,
});
/** The server's quote: every figure on the screen is one of these, nothing added up in the browser. */
const quote = {
  quote: {
    currency: 'GBP',
    country: 'GB',
    countrySource: 'default',
    item: {
      id: 'quote',
      printId: PRINT,
      productCode: 'BOOK-HC-20X20',
      typeName: 'Hardcover',
      sizeLabel: '20 × 20 cm',
      kind: 'book',
      title: 'Summer',
      pageCount: 24,
      printCount: null,
      copies: null,
      quantity: 2,
      unitPriceMinor: 2499,
      lineTotalMinor: 4998,
      coverPhotoId: null,
      thumbnailPhotoId: null,
      upgrades: [],
    },
    vouchers: [],
    deliveryAddress: null,
    billingAddress: null,
    shippingMethod: null,
    quotedMethod: 'standard',
    shippingOptions: [
      option('express', 899, '2026-12-03', '2026-12-04'),
      option('standard', 399, '2026-12-07', '2026-12-10'),
    ],
    creditAvailableMinor: 0,
    totals: {
      subtotalMinor: 4998,
      discountMinor: 0,
      shippingMinor: 399,
      creditMinor: 0,
      totalMinor: 5397,
      vatMinor: 900,
      vatRate: 0.2,
    },
    referralCode: null,
  },
};

async function show() {
  const i18n = await testI18n('en', ['editor', 'common', 'commerce', 'delivery']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const money = (minor: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(minor / 100);
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <OrderPrice
          printId={PRINT}
          productCode="BOOK-HC-20X20"
          quantity={2}
          itemLabel="Hardcover, 2 copies"
          currency="GBP"
          locale="en-gb"
          money={money}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderPrice', () => {
  it("says delivery is being worked out, then shows the server's quote: the item, delivery, total, VAT and dates", async () => {
    let answerNow: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answerNow = r))),
    );
    await show();
    expect(screen.getByRole('status').textContent).toBe('Working out delivery…');
    answerNow(answer(200, quote));
    const region = screen.getByRole('region', { name: 'Price' });
    await screen.findByText('£3.99');
    expect(region.textContent).toContain('Hardcover, 2 copies£49.98');
    expect(region.textContent).toContain('Delivery to United Kingdom£3.99');
    expect(region.textContent).toContain('Total with delivery£53.97');
    expect(region.textContent).toContain('£9.00');
    expect(region.textContent).toMatch(/Arrives Mon,? (7 Dec|Dec 7) – Thu,? (10 Dec|Dec 10)/);
    expect(region.textContent).toContain('Dates from our printer');
    expect(screen.getByLabelText('Deliver to')).toHaveProperty('value', 'GB');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the delivery could not be priced, and asks again on Try again', async () => {
    const fetch = vi
      .fn()
      // The page asks twice before it says it failed (a dropped connection on a phone).
      .mockResolvedValueOnce(answer(500, { error: { code: 'INTERNAL', message: 'boom' } }))
      .mockResolvedValueOnce(answer(500, { error: { code: 'INTERNAL', message: 'boom' } }))
      .mockResolvedValueOnce(answer(200, quote));
    vi.stubGlobal('fetch', fetch);
    await show();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The delivery price could not be loaded.');
    expect(screen.getByRole('region', { name: 'Price' }).textContent).toContain('Total with delivery—');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('£53.97');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('says plainly when there is no delivery to the country', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(200, { quote: { ...quote.quote, country: 'JP', shippingOptions: [], quotedMethod: null } }),
      ),
    );
    await show();
    await screen.findByText('We do not deliver there yet');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
