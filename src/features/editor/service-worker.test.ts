import { afterEach, describe, expect, it, vi } from 'vitest';

const painted = vi.hoisted(() => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve: () => resolve() };
});
const quiet = vi.hoisted(() => ({ asked: [] as [number?, number?][], resolve: () => {} }));

vi.mock('./canvas/first-spread', () => ({ afterFirstSpread: () => painted.promise }));
vi.mock('../../ui/input-quiet', () => ({
  whenInputQuiet: (quietMs?: number, longestWaitMs?: number) => {
    quiet.asked.push([quietMs, longestWaitMs]);
    return new Promise<void>((r) => {
      quiet.resolve = r;
    });
  },
}));

const register = vi.fn(async () => ({}));
vi.stubGlobal('navigator', { serviceWorker: { register } });
vi.stubGlobal('isSecureContext', true);

const {
  OFFLINE_COPY_AFTER_MS,
  OFFLINE_COPY_LONGEST_WAIT_MS,
  OFFLINE_COPY_QUIET_MS,
  registerServiceWorkerSoon,
} = await import('./service-worker');

afterEach(() => vi.useRealTimers());

describe('registerServiceWorkerSoon', () => {
  it('installs the offline copy only after the first spread, a while, and a pause in the input; once', async () => {
    vi.useFakeTimers();
    registerServiceWorkerSoon();
    registerServiceWorkerSoon();
    await vi.advanceTimersByTimeAsync(60_000);
    // Not before the first spread, however long it takes.
    expect(register).not.toHaveBeenCalled();
    expect(quiet.asked).toEqual([]);

    painted.resolve();
    await vi.advanceTimersByTimeAsync(OFFLINE_COPY_AFTER_MS - 1);
    expect(quiet.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // Then it waits for the customer to pause (at the latest a minute).
    expect(quiet.asked).toEqual([[OFFLINE_COPY_QUIET_MS, OFFLINE_COPY_LONGEST_WAIT_MS]]);
    expect(register).not.toHaveBeenCalled();

    quiet.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/webapp/sw.js', { scope: '/webapp/' });
    // A second editor opened in the same page asks nothing more.
    registerServiceWorkerSoon();
    await vi.advanceTimersByTimeAsync(OFFLINE_COPY_AFTER_MS);
    expect(quiet.asked).toHaveLength(1);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
