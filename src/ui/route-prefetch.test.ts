import { describe, expect, it, vi } from 'vitest';
import { prefetchRoute, registerRoutePrefetch } from './route-prefetch';

describe('route prefetch', () => {
  it('loads what the route registered', () => {
    const load = vi.fn(() => Promise.resolve({}));
    registerRoutePrefetch('/test/a', load);
    prefetchRoute('/test/a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores a path nobody registered and a failed download', async () => {
    expect(() => prefetchRoute('/test/unknown')).not.toThrow();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    registerRoutePrefetch('/test/b', failing);
    prefetchRoute('/test/b');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
