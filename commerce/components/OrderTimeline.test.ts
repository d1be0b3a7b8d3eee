import { describe, expect, it } from 'vitest';
import type { Order } from '../api/types';
import { timelineSteps } from './OrderTimeline';

const fulfilment = (over: Partial<Order['fulfilment']> = {}): Order['fulfilment'] => ({
  partner: 'lulu',
  status: null,
  statusAt: null,
  history: [],
  trackingId: null,
  trackingUrl: null,
  rejectionReason: null,
  ...over,
});
const label = (key: string) => key;

describe('the order timeline', () => {
  it('shows the steps done with their dates and the ones ahead without', () => {
    const steps = timelineSteps(
      {
        status: 'paid',
        history: [
          { status: 'placed', at: '2026-11-01T10:00:00Z' },
          { status: 'paid', at: '2026-11-01T10:01:00Z' },
        ],
        fulfilment: fulfilment({
          status: 'accepted',
          history: [{ status: 'accepted', at: '2026-11-01T10:05:00Z', partnerStatus: 'PRODUCTION_READY' }],
        }),
      },
      label,
    );
    expect(steps.map((s) => [s.label, s.at])).toEqual([
      ['fulfilment.ordered', '2026-11-01T10:00:00Z'],
      ['status.paid', '2026-11-01T10:01:00Z'],
      ['fulfilment.atPrinter', '2026-11-01T10:05:00Z'],
      ['status.in_production', null],
      ['status.shipped', null],
      ['status.delivered', null],
    ]);
  });

  it('shows a held order waiting for its change window to close, then the printer', () => {
    const steps = timelineSteps(
      {
        status: 'paid',
        history: [
          { status: 'placed', at: '2026-11-01T10:00:00Z' },
          { status: 'paid', at: '2026-11-01T10:01:00Z' },
        ],
        fulfilment: fulfilment({ partner: null }),
        changeClosesAt: '2026-11-01T12:01:00Z',
      },
      label,
    );
    expect(steps.map((s) => [s.label, s.at, s.due ?? null])).toEqual([
      ['fulfilment.ordered', '2026-11-01T10:00:00Z', null],
      ['status.paid', '2026-11-01T10:01:00Z', null],
      ['lifecycle:timeline.window', null, '2026-11-01T12:01:00Z'],
      ['fulfilment.atPrinter', null, null],
      ['status.in_production', null, null],
      ['status.shipped', null, null],
      ['status.delivered', null, null],
    ]);
  });

  it('ends at a rejection, with nothing promised after it', () => {
    const steps = timelineSteps(
      {
        status: 'paid',
        history: [
          { status: 'placed', at: '2026-11-01T10:00:00Z' },
          { status: 'paid', at: '2026-11-01T10:01:00Z' },
        ],
        fulfilment: fulfilment({
          status: 'rejected',
          history: [
            { status: 'submitted', at: '2026-11-01T10:02:00Z', partnerStatus: 'CREATED' },
            { status: 'rejected', at: '2026-11-01T10:03:00Z', partnerStatus: 'REJECTED', detail: 'bleed' },
          ],
        }),
      },
      label,
    );
    expect(steps.map((s) => s.label)).toEqual([
      'fulfilment.ordered',
      'status.paid',
      'fulfilment.atPrinter',
      'fulfilment.rejected',
    ]);
  });

  it('shows nothing ahead of a cancelled order', () => {
    const steps = timelineSteps(
      {
        status: 'cancelled',
        history: [
          { status: 'placed', at: '2026-11-01T10:00:00Z' },
          { status: 'cancelled', at: '2026-11-01T10:04:00Z' },
        ],
        fulfilment: fulfilment(),
      },
      label,
    );
    expect(steps.every((s) => s.at !== null)).toBe(true);
  });
});
