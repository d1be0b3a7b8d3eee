import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameBatcher } from './frame-batch';

describe('frameBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first changes in the next frame, together and in order', () => {
    const later = frameBatcher(150);
    const log: string[] = [];
    later(() => log.push('a'));
    later(() => log.push('b'));
    expect(log).toEqual([]);
    vi.advanceTimersByTime(16);
    expect(log).toEqual(['a', 'b']);
  });

  it('keeps the gap between two batches, gathering what comes meanwhile', () => {
    const later = frameBatcher(150);
    const log: string[] = [];
    later(() => log.push('a'));
    vi.advanceTimersByTime(16);
    later(() => log.push('b'));
    vi.advanceTimersByTime(100);
    later(() => log.push('c'));
    vi.advanceTimersByTime(40);
    expect(log).toEqual(['a']);
    vi.advanceTimersByTime(30);
    expect(log).toEqual(['a', 'b', 'c']);
    // Long after the last batch, a change goes in the next frame again.
    vi.advanceTimersByTime(1000);
    later(() => log.push('d'));
    vi.advanceTimersByTime(16);
    expect(log).toEqual(['a', 'b', 'c', 'd']);
  });

  it('runs a change asked soon (the last answer) in the next frame, with those waiting before it', () => {
    const later = frameBatcher(150);
    const log: string[] = [];
    later(() => log.push('a'));
    vi.advanceTimersByTime(16);
    later(() => log.push('b'));
    vi.advanceTimersByTime(10);
    later(() => log.push('c'), true);
    vi.advanceTimersByTime(16);
    expect(log).toEqual(['a', 'b', 'c']);
    // The gap's timer was dropped: nothing runs twice.
    vi.advanceTimersByTime(500);
    expect(log).toEqual(['a', 'b', 'c']);
  });
});
