import { describe, expect, it } from 'vitest';
import { type CollectedEvent, createBatcher } from './batcher';
import { analyticsEnabled } from './switch';

function setup(maxBatch = 3) {
  const sent: CollectedEvent[][] = [];
  const timers: (() => void)[] = [];
  let n = 0;
  const batcher = createBatcher({
    send: (events) => sent.push(events),
    maxBatch,
    now: () => new Date('2026-11-21T06:00:00.000Z'),
    newId: () => `evt-${++n}`,
    schedule: (fn) => timers.push(fn),
  });
  return { batcher, sent, timers };
}

describe('analytics batching', () => {
  it('sends waiting events together after the delay', () => {
    const { batcher, sent, timers } = setup();
    batcher.add({ name: 'PageView', properties: { route: '/', locale: 'en-gb' } });
    batcher.add({ name: 'experimentJoined' });
    expect(sent).toHaveLength(0);
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(sent).toEqual([
      [
        {
          id: 'evt-1',
          name: 'PageView',
          properties: { route: '/', locale: 'en-gb' },
          at: '2026-11-21T06:00:00.000Z',
        },
        { id: 'evt-2', name: 'experimentJoined', properties: {}, at: '2026-11-21T06:00:00.000Z' },
      ],
    ]);
  });

  it('sends at once when a batch is full, and flush() sends the rest', () => {
    const { batcher, sent } = setup(2);
    batcher.add({ name: 'A' });
    batcher.add({ name: 'B' });
    expect(sent.map((b) => b.map((e) => e.name))).toEqual([['A', 'B']]);
    batcher.add({ name: 'C' });
    batcher.flush();
    batcher.flush();
    expect(sent.map((b) => b.map((e) => e.name))).toEqual([['A', 'B'], ['C']]);
  });
});

describe('analytics switch', () => {
  function storage() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  }

  it('is on for people and off for automated browsers', () => {
    expect(analyticsEnabled({ webdriver: false, search: '' }, storage())).toBe(true);
    expect(analyticsEnabled({ webdriver: true, search: '' }, storage())).toBe(false);
  });

  it('a test turns it on with ?analytics=on, remembered until ?analytics=off', () => {
    const s = storage();
    expect(analyticsEnabled({ webdriver: true, search: '?analytics=on' }, s)).toBe(true);
    expect(analyticsEnabled({ webdriver: true, search: '' }, s)).toBe(true);
    expect(analyticsEnabled({ webdriver: true, search: '?analytics=off' }, s)).toBe(false);
  });
});
