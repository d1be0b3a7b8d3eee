import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeringUpload, PAUSE_MS, uploadPause } from './upload-activity';

/** Whether the promise has resolved once the timers due by now have run. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('uploadPause: renditions wait for a pause in upload requests', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    // Whatever an earlier test left: a pause long past.
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
  });
  afterEach(() => vi.useRealTimers());

  it('answers at once when no upload request has been answered lately', async () => {
    expect(await settled(uploadPause(2000))).toBe(true);
  });

  it('waits until the last request in progress ends and a pause follows (an end counted once)', async () => {
    const first = answeringUpload();
    const second = answeringUpload();
    const waiting = uploadPause(2000);
    first();
    first();
    expect(await settled(waiting)).toBe(false);
    second();
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('is no pause when the next request starts within it', async () => {
    answeringUpload()();
    const waiting = uploadPause(2000);
    await vi.advanceTimersByTimeAsync(PAUSE_MS / 2);
    const next = answeringUpload();
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(await settled(waiting)).toBe(false);
    next();
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(await settled(waiting)).toBe(true);
  });

  it('goes ahead after its bound while requests keep coming', async () => {
    const end = answeringUpload();
    const waiting = uploadPause(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
    end();
  });
});
