import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLogLevel } from './log';
import { withinDeadline } from './shutdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('withinDeadline', () => {
  it('waits for a stage that ends in time, and does not cut it', async () => {
    vi.useFakeTimers();
    const cut = vi.fn();
    const stage = new Promise<void>((resolve) => setTimeout(resolve, 900));
    const ended = withinDeadline('http', stage, 1000, cut);
    await vi.advanceTimersByTimeAsync(900);
    await expect(ended).resolves.toBe(true);
    expect(cut).not.toHaveBeenCalled();
  });

  it('past the deadline cuts, logs the stage and resolves; a later failure of the stage is logged, not thrown', async () => {
    vi.useFakeTimers();
    setLogLevel('error');
    const lines: string[] = [];
    const write = vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    try {
      const cut = vi.fn();
      let fail: (err: Error) => void = () => {};
      const stage = new Promise<void>((_, reject) => {
        fail = reject;
      });
      const ended = withinDeadline('database and job queue', stage, 1000, cut);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(ended).resolves.toBe(false);
      expect(cut).toHaveBeenCalledOnce();
      fail(new Error('pool ended'));
      await vi.advanceTimersByTimeAsync(0);
    } finally {
      write.mockRestore();
    }
    const logged = lines.join('');
    expect(logged).toContain('stopping overran its deadline');
    expect(logged).toContain('database and job queue');
    expect(logged).toContain('stopping failed after its deadline');
  });

  it('without a deadline waits as long as the stage takes, and passes its failure on', async () => {
    await expect(withinDeadline('http', Promise.reject(new Error('no')), undefined)).rejects.toThrow('no');
    await expect(withinDeadline('http', Promise.resolve(), undefined)).resolves.toBe(true);
  });
});
