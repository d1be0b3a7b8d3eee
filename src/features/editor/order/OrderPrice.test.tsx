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
const options = {
  country: 'GB',
  currency: 'GBP',
  options: [
    { method: 'express', priceMinor: 899, currency: 'GBP', earliest: '2026-12-01', latest: '2026-12-01' },
    { method: 'standard', priceMinor: 399, currency: 'GBP', earliest: '2026-12-01', latest: '2026-12-04' },
  ],
};

async function show() {
  const i18n = await testI18n('en', ['editor', 'common']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const money = (minor: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(minor / 100);
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <OrderPrice
          unitMinor={2499}
          quantity={2}
          itemLabel="Hardcover, 2 copies"
          country="GB"
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
  it('says delivery is being worked out, then adds the cheapest to the items', async () => {
    let answerNow: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answerNow = r))),
    );
    await show();
    expect(screen.getByRole('status').textContent).toBe('Working out delivery…');
    answerNow(answer(200, options));
    const region = screen.getByRole('region', { name: 'Price' });
    await screen.findByText('£3.99');
    expect(region.textContent).toContain('Hardcover, 2 copies£49.98');
    expect(region.textContent).toContain('Delivery to United Kingdom£3.99');
    expect(region.textContent).toContain('Total with delivery£53.97');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the delivery could not be priced, and asks again on Try again', async () => {
    const fetch = vi
      .fn()
      // The page asks twice before it says it failed (a dropped connection on a phone).
      .mockResolvedValueOnce(answer(500, { error: { code: 'INTERNAL', message: 'boom' } }))
      .mockResolvedValueOnce(answer(500, { error: { code: 'INTERNAL', message: 'boom' } }))
      .mockResolvedValueOnce(answer(200, options));
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
        answer(400, { error: { code: 'VALIDATION_FAILED', message: 'We do not deliver to GB.' } }),
      ),
    );
    await show();
    await screen.findByText('We do not deliver there yet');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
