import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { JobTimeLimitError, registerJob, runJob } from './handlers';

const ctx = (jobTimeoutMs: number) => ({ db: {} as Db, config: { JOB_TIMEOUT_MS: jobTimeoutMs } as Config });
const never = () => new Promise<void>(() => {});

registerJob('test.handlers.never', never, {
  timeLimitMs: 1000,
  describeOverdue: () => ({ where: 'nowhere' }),
});
registerJob('test.handlers.unlimited', never);
registerJob('test.handlers.quick', async (payload) => {
  if (payload.fail) throw new Error('it failed');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('runJob', () => {
  it('fails a run that passes its kind’s time limit', async () => {
    vi.useFakeTimers();
    const run = runJob('test.handlers.never', {}, ctx(900_000));
    const outcome = expect(run).rejects.toThrow(new JobTimeLimitError('test.handlers.never', 1000));
    await vi.advanceTimersByTimeAsync(999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('holds a kind without a limit of its own to JOB_TIMEOUT_MS, and a longer limit too', async () => {
    vi.useFakeTimers();
    const unlimited = runJob('test.handlers.unlimited', {}, ctx(5000));
    const capped = runJob('test.handlers.never', {}, ctx(200));
    const both = Promise.allSettled([unlimited, capped]);
    await vi.advanceTimersByTimeAsync(5000);
    const [a, b] = await both;
    expect(a.status === 'rejected' && String(a.reason)).toContain('within 5 s');
    expect(b.status === 'rejected' && String(b.reason)).toContain('within 0.2 s');
  });

  it('passes on what the handler says, and refuses a kind nobody registered', async () => {
    await expect(runJob('test.handlers.quick', {}, ctx(1000))).resolves.toBeUndefined();
    await expect(runJob('test.handlers.quick', { fail: true }, ctx(1000))).rejects.toThrow('it failed');
    await expect(runJob('test.handlers.unknown', {}, ctx(1000))).rejects.toThrow(
      'no handler for job kind test.handlers.unknown',
    );
  });
});
