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

describe('frameBatcher with a gap', () => {
  it('waits the gap after the batch before, and runs at once again when the gap is gone', () => {
    vi.useFakeTimers();
    try {
      let gap = 100;
      const later = frameBatcher(() => gap);
      const log: string[] = [];
      later(() => log.push('a'));
      vi.advanceTimersByTime(16);
      expect(log).toEqual(['a']);
      later(() => log.push('b'));
      later(() => log.push('c'));
      vi.advanceTimersByTime(50);
      expect(log).toEqual(['a']);
      vi.advanceTimersByTime(70);
      expect(log).toEqual(['a', 'b', 'c']);
      gap = 0;
      later(() => log.push('d'));
      vi.advanceTimersByTime(16);
      expect(log).toEqual(['a', 'b', 'c', 'd']);
    } finally {
      vi.useRealTimers();
    }
  });
});
