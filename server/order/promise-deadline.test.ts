import { describe, expect, it } from 'vitest';
import { promiseDeadline } from './promise-deadline';

describe('promiseDeadline', () => {
  it('ends the latest day at midnight in the delivery country', () => {
    expect(promiseDeadline('2026-12-04', 'GB').toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(promiseDeadline('2026-12-04', 'DE').toISOString()).toBe('2026-12-04T23:00:00.000Z');
    expect(promiseDeadline('2026-12-04', 'PL').toISOString()).toBe('2026-12-04T23:00:00.000Z');
    expect(promiseDeadline('2026-12-04', 'US').toISOString()).toBe('2026-12-05T08:00:00.000Z');
  });
  it('follows summer time', () => {
    expect(promiseDeadline('2026-07-01', 'GB').toISOString()).toBe('2026-07-01T23:00:00.000Z');
    expect(promiseDeadline('2026-07-01', 'FI').toISOString()).toBe('2026-07-01T21:00:00.000Z');
  });
});
