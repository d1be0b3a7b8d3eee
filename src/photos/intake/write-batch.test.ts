import { describe, expect, it, vi } from 'vitest';
import { writeBatcher } from './write-batch';

describe('writeBatcher', () => {
  it('writes what comes within its wait in one call, and settles each write once it is written', async () => {
    const calls: string[][] = [];
    const keep = writeBatcher<string>(async (items) => void calls.push([...items]), { delayMs: 5 });
    const written = [keep('a'), keep('b'), keep('c')];
    expect(calls).toEqual([]);
    await Promise.all(written);
    expect(calls).toEqual([['a', 'b', 'c']]);
    await keep('d');
    expect(calls).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('writes a full batch at once, without waiting', async () => {
    vi.useFakeTimers();
    try {
      const calls: string[][] = [];
      const keep = writeBatcher<string>(async (items) => void calls.push([...items]), {
        delayMs: 1000,
        max: 2,
      });
      void keep('a');
      void keep('b');
      void keep('c');
      expect(calls).toEqual([['a', 'b']]);
      vi.advanceTimersByTime(1000);
      expect(calls).toEqual([['a', 'b'], ['c']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a failed batch again one by one: only the bad write fails', async () => {
    const write = vi.fn(async (items: readonly string[]) => {
      if (items.includes('bad')) throw new Error(`cannot keep ${items.join(',')}`);
    });
    const keep = writeBatcher(write, { delayMs: 1 });
    const outcomes = await Promise.allSettled([keep('a'), keep('bad'), keep('c')]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(write.mock.calls.map(([items]) => items)).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });
});
