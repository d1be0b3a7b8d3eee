import { describe, expect, it, vi } from 'vitest';
import { PartnerUnavailableError } from '../print-partner/partner';
import { promisedDates, withArrival } from './arrival';
import { shippingOptionsFor } from './options';

const NOW = new Date('2026-12-02T10:00:00Z'); // a Wednesday

describe('promisedDates', () => {
  it("is the partner's dates moved on by our one working day, over a weekend too", () => {
    expect(promisedDates({ minDeliveryDate: '2026-12-03', maxDeliveryDate: '2026-12-04' })).toEqual({
      earliest: '2026-12-04',
      latest: '2026-12-07',
    });
  });
});

describe('withArrival', () => {
  it("dates each method by the partner's estimate and says so", async () => {
    const partner = {
      name: 'fake',
      estimate: vi.fn(async ({ method }: { method: string }) =>
        method === 'express'
          ? { minDeliveryDate: '2026-12-04', maxDeliveryDate: '2026-12-07' }
          : { minDeliveryDate: '2026-12-08', maxDeliveryDate: '2026-12-11' },
      ),
    };
    const options = await withArrival(shippingOptionsFor('GB', 'GBP', NOW), 'GB', partner, NOW);
    expect(
      options.map(({ method, earliest, latest, estimate }) => ({ method, earliest, latest, estimate })),
    ).toEqual([
      { method: 'standard', earliest: '2026-12-09', latest: '2026-12-14', estimate: 'partner' },
      { method: 'express', earliest: '2026-12-07', latest: '2026-12-08', estimate: 'partner' },
    ]);
    // Kept: the basket read again asks the partner nothing.
    await withArrival(shippingOptionsFor('GB', 'GBP', NOW), 'GB', partner, NOW);
    expect(partner.estimate).toHaveBeenCalledTimes(2);
  });

  it('keeps our own dates, marked fallback, when the partner cannot say or answers nonsense', async () => {
    const down = {
      name: 'down',
      estimate: vi.fn(async () => {
        throw new PartnerUnavailableError('503');
      }),
    };
    const ours = shippingOptionsFor('DE', 'EUR', NOW);
    expect(await withArrival(ours, 'DE', down, NOW)).toEqual(ours);
    expect(ours.every((o) => o.estimate === 'fallback')).toBe(true);
    const backwards = {
      name: 'backwards',
      estimate: async () => ({ minDeliveryDate: '2026-12-10', maxDeliveryDate: '2026-12-01' }),
    };
    expect(await withArrival(ours, 'DE', backwards, NOW)).toEqual(ours);
  });
});
