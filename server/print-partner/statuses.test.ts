import { describe, expect, it } from 'vitest';
import { isFinal, movesForward, ourStatus, PARTNER_STATUSES, STATUS_TABLES } from './statuses';

describe('partner status tables', () => {
  it.each(Object.entries(STATUS_TABLES))(
    '%s: every partner status maps to exactly one of ours',
    (name, table) => {
      for (const [theirs, ours] of Object.entries(table)) {
        expect(PARTNER_STATUSES.filter((s) => s === ours)).toHaveLength(1);
        expect(ourStatus(name, theirs)).toBe(ours);
      }
    },
  );

  it('the Lulu table covers every status Lulu documents', () => {
    expect(Object.keys(STATUS_TABLES.lulu!).sort()).toEqual(
      [
        'CREATED',
        'UNPAID',
        'PAYMENT_IN_PROGRESS',
        'PRODUCTION_DELAYED',
        'PRODUCTION_READY',
        'IN_PRODUCTION',
        'SHIPPED',
        'DELIVERED',
        'REJECTED',
        'ERROR',
        'CANCELED',
      ].sort(),
    );
  });

  it('knows nothing of words a partner never documented, nor of inherited names', () => {
    expect(ourStatus('lulu', 'LOST_IN_SPACE')).toBeNull();
    expect(ourStatus('lulu', 'toString')).toBeNull();
    expect(ourStatus('nobody', 'SHIPPED')).toBeNull();
  });

  it('only moves forward, and never out of a final status', () => {
    expect(movesForward(null, 'submitted')).toBe(true);
    expect(movesForward('shipped', 'in_production')).toBe(false);
    expect(movesForward('shipped', 'shipped')).toBe(false);
    expect(movesForward('shipped', 'delivered')).toBe(true);
    expect(movesForward('accepted', 'rejected')).toBe(true);
    expect(movesForward('rejected', 'delivered')).toBe(false);
    expect(isFinal('delivered')).toBe(true);
    expect(isFinal('shipped')).toBe(false);
  });
});
