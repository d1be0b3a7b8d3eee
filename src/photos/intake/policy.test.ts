import { describe, expect, it } from 'vitest';
import { editorPolicy, FIRST_SPREAD_BOOST, URGENT_BOOST, uploaderPolicy } from './policy';

describe('intake policies', () => {
  it('the uploader moves the first spread ahead of the spreads shown, and those ahead of the rest', () => {
    const policy = uploaderPolicy(() => null);
    policy.prioritize([['a'], ['b', 'c']]);
    expect(policy.boost('a', 'thumb')).toBe(FIRST_SPREAD_BOOST.thumb);
    expect(policy.boost('b', 'thumb')).toBe(URGENT_BOOST.thumb);
    expect(policy.boost('z', 'screen')).toBe(0);
    expect(FIRST_SPREAD_BOOST.thumb).toBeLessThan(URGENT_BOOST.thumb);
    // Scrolling on: a new first spread, the old one's photos stay urgent.
    policy.prioritize([['c']]);
    expect(policy.boost('c', 'thumb')).toBe(FIRST_SPREAD_BOOST.thumb);
    expect(policy.boost('a', 'thumb')).toBe(URGENT_BOOST.thumb);
  });

  it('the uploader carries the print id once the draft became a print', () => {
    let printId: string | null = null;
    const policy = uploaderPolicy(() => printId);
    expect(policy.printId()).toBeNull();
    printId = 'p-1';
    expect(policy.printId()).toBe('p-1');
  });

  it('the editor adds to the open design and uploads with its print id', () => {
    const policy = editorPolicy('p-9');
    expect(policy.target).toBe('open-design');
    expect(policy.printId()).toBe('p-9');
    expect(policy.boost('a', 'thumb')).toBe(0);
  });
});
