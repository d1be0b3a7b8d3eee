import { describe, expect, it, vi } from 'vitest';
import { frameBatcher } from './frame-batch';

describe('frameBatcher', () => {
  it('runs the changes of one frame together, in order, and a later change in the next frame', () => {
    vi.useFakeTimers();
    try {
      const later = frameBatcher();
      const log: string[] = [];
      later(() => log.push('a'));
      later(() => log.push('b'));
      expect(log).toEqual([]);
      vi.advanceTimersByTime(16);
      expect(log).toEqual(['a', 'b']);
      later(() => log.push('c'));
      vi.advanceTimersByTime(16);
      expect(log).toEqual(['a', 'b', 'c']);
    } finally {
      vi.useRealTimers();
    }
  });
});
