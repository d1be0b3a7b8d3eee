import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after';

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and nothing from an absent or unreadable header', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs(' 0 ')).toBe(0);
    const now = Date.parse('2026-12-02T03:00:00Z');
    expect(retryAfterMs('Wed, 02 Dec 2026 03:00:12 GMT', now)).toBe(12_000);
    expect(retryAfterMs('Wed, 02 Dec 2026 02:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs('-3')).toBeNull();
  });
});
