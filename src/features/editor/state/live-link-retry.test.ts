import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BookDocument, Replica } from '../../../../render-core';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { LiveLink } from './live-link';
import type { LiveEvents, SendAnswer, SinceAnswer } from './live-types';
import { initialUi } from './session-ui';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A link over a fake server whose answers to sends the test lists; the stream is the test's to open. */
function linkAnswering(answers: SendAnswer[], sinceAnswers: SinceAnswer[] = []) {
  let doc: BookDocument = sampleBook(4);
  const sends: number[] = [];
  const reads: number[] = [];
  let stream: LiveEvents | null = null;
  const ui = initialUi('p1', true);
  const link = new LiveLink({
    printId: 'p1',
    access: 'edit',
    replica: new Replica('tab-1', doc, 1),
    ui,
    deps: {
      transport: {
        send: async () => {
          sends.push(Date.now());
          return answers.shift() ?? { kind: 'accepted', seq: 2 };
        },
        since: async () => {
          reads.push(Date.now());
          return sinceAnswers.shift() ?? { kind: 'ok', batches: [] };
        },
        reload: async () => null,
        listen: (_id, events) => {
          stream = events;
          return () => {};
        },
        presence: async () => {},
      },
      store: { read: async () => [], write: async () => {}, remove: async () => {} },
    },
    current: () => doc,
    receive: (next) => {
      doc = next;
    },
    afterPaint: (fn) => setTimeout(fn, 0),
    now: () => Date.now(),
    random: () => 0,
  });
  link.start();
  const edit = (title: string) => {
    doc = { ...doc, title };
    link.changed();
  };
  return { link, sends, reads, edit, ui, reopen: () => stream!.open() };
}

describe('the op sender and a 429 (issue 54)', () => {
  it('sends again no sooner than Retry-After, even when the stream or the network comes back', async () => {
    const w = linkAnswering([{ kind: 'failed', status: 429, retryAfterMs: 20_000 }]);
    const start = Date.now();
    w.edit('Summer');
    await vi.advanceTimersByTimeAsync(100);
    expect(w.sends).toHaveLength(1);
    expect(w.ui.sync.status).toBe('retrying');
    // The stream reopens and the page comes back online: both used to send at once.
    w.reopen();
    w.link.flush();
    await vi.advanceTimersByTimeAsync(19_000);
    expect(w.sends).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(w.sends).toHaveLength(2);
    expect(w.sends[1]! - start).toBeGreaterThanOrEqual(20_000);
    w.link.dispose();
  });

  it('without a Retry-After, a failure waits its backoff and the stream coming back sends at once', async () => {
    const w = linkAnswering([{ kind: 'failed', status: 503 }]);
    w.edit('Summer');
    await vi.advanceTimersByTimeAsync(100);
    expect(w.sends).toHaveLength(1);
    w.reopen();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.sends).toHaveLength(2);
    w.link.dispose();
  });

  it('catches up again once a refused catch-up (429) has waited its Retry-After', async () => {
    const w = linkAnswering([], [{ kind: 'offline', retryAfterMs: 5_000 }]);
    w.reopen();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(w.reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.reads).toHaveLength(2);
    w.link.dispose();
  });
});
