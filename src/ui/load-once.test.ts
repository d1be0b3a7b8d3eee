import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('downloads once, answers the same promise while under way and the result once it came', async () => {
    const load = vi.fn(async () => 'page');
    const once = loadOnce(load);
    expect(once.loaded()).toBeUndefined();
    const a = once.get();
    expect(once.get()).toBe(a);
    await expect(a).resolves.toBe('page');
    expect(once.loaded()).toBe('page');
    await once.get();
    expect(load).toHaveBeenCalledOnce();
  });

  it('forgets a failed download, so the next get tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('page');
    const once = loadOnce<string>(load);
    await expect(once.get()).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    await expect(once.get()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
