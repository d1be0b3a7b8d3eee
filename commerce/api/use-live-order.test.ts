import { describe, expect, it } from 'vitest';
import { countdown, LONGEST_POLL_MS, pollDelay, settled } from './use-live-order';

describe('the live order', () => {
  it('asks again soon after news, then less and less often, never rarer than the longest wait', () => {
    expect(pollDelay(0)).toBe(2_000);
    expect(pollDelay(1)).toBe(4_000);
    expect(pollDelay(3)).toBe(16_000);
    expect(pollDelay(4)).toBe(LONGEST_POLL_MS);
    expect(pollDelay(50)).toBe(LONGEST_POLL_MS);
  });

  it('stops asking once the order can no longer move', () => {
    expect(settled({ status: 'delivered' })).toBe(true);
    expect(settled({ status: 'cancelled' })).toBe(true);
    expect(settled({ status: 'cancelling' })).toBe(false);
    expect(settled({ status: 'shipped' })).toBe(false);
  });

  it('counts the window down as h:mm:ss, m:ss under an hour, never below zero', () => {
    expect(countdown(2 * 3_600_000)).toBe('2:00:00');
    expect(countdown(3_599_000)).toBe('59:59');
    expect(countdown(61_500)).toBe('1:02');
    expect(countdown(-5_000)).toBe('0:00');
  });
});
