import { afterEach, describe, expect, it, vi } from 'vitest';

const painted = vi.hoisted(() => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve: () => resolve() };
});
const warm = vi.hoisted(() => ({ stop: vi.fn(), preloadInIdle: vi.fn() }));

vi.mock('../canvas/first-spread', () => ({ afterFirstSpread: () => painted.promise }));
vi.mock('../../../ui/modals/lazy-modal', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../ui/modals/lazy-modal')>()),
  preloadInIdle: warm.preloadInIdle.mockImplementation(() => warm.stop),
}));

const { FontsModal, InviteSheet, warmEditorModals } = await import('./lazy-modals');

afterEach(() => vi.clearAllMocks());

describe('warmEditorModals', () => {
  it('downloads no modal before the first spread has painted, then warms them, the Fonts sheet first', async () => {
    const stop = warmEditorModals();
    await Promise.resolve();
    expect(warm.preloadInIdle).not.toHaveBeenCalled();
    painted.resolve();
    await painted.promise;
    await Promise.resolve();
    expect(warm.preloadInIdle).toHaveBeenCalledTimes(1);
    const modals = warm.preloadInIdle.mock.calls[0]?.[0] as unknown[];
    expect(modals[0]).toBe(FontsModal);
    expect(modals).toContain(InviteSheet);
    stop();
    expect(warm.stop).toHaveBeenCalledTimes(1);
  });

  it('warms nothing when the editor closed before its first spread', async () => {
    const stop = warmEditorModals();
    stop();
    await painted.promise;
    await Promise.resolve();
    expect(warm.preloadInIdle).not.toHaveBeenCalled();
  });
});
