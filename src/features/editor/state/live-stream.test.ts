import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream, readEvents, type StreamDeps, type StreamEvent } from './live-stream';

/** A stream's body the test writes into and ends. */
function body() {
  let push: (text: string) => void = () => {};
  let end: () => void = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  return { stream, push: (t: string) => push(t), end: () => end() };
}

const answer = (status: number, headers: Record<string, string> = {}, json: unknown = null) =>
  new Response(json === null ? null : JSON.stringify(json), { status, headers });

/** A fake server: each connection takes the next answer the test queued (or waits for one). */
function world() {
  const queued: (() => Response)[] = [];
  const calls: string[] = [];
  const seen: string[] = [];
  const deps: StreamDeps = {
    fetch: async (url) => {
      calls.push(url);
      const next = queued.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    },
    schedule: (fn, ms) => setTimeout(fn, ms),
    cancel: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    random: () => 0,
  };
  const events: StreamEvent[] = [];
  const start = () =>
    openLiveStream(
      '/stream',
      {
        open: () => seen.push('open'),
        closed: () => seen.push('closed'),
        removed: () => seen.push('removed'),
        event: (e) => events.push(e),
      },
      deps,
    );
  return { queued, calls, seen, events, start };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live stream (issue 54)', () => {
  it('opens again after a 503, with backoff, and says open each time so the link catches up', async () => {
    const w = world();
    const first = body();
    w.queued.push(
      () => answer(503),
      () => new Response(first.stream, { status: 200 }),
    );
    const stop = w.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.seen).toEqual(['closed']);
    expect(w.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(w.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.calls).toHaveLength(2);
    expect(w.seen).toEqual(['closed', 'open']);
    first.push(': connected\n\nevent: ops\ndata: {"seq":4}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(w.events).toEqual([{ event: 'ops', data: '{"seq":4}' }]);
    // The server goes away: the stream ends, and is opened again.
    const second = body();
    w.queued.push(() => new Response(second.stream, { status: 200 }));
    first.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(w.calls).toHaveLength(3);
    expect(w.seen).toEqual(['closed', 'open', 'closed', 'open']);
    stop();
  });

  it('doubles its wait after each failure up to 30 s, and starts again from 1 s once open', async () => {
    const w = world();
    const stop = w.start();
    const waits: number[] = [];
    let last = 0;
    for (let i = 0; i < 7; i++) {
      const before = w.calls.length;
      let waited = 0;
      while (w.calls.length === before) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
      last = waited;
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(last).toBe(30_000);
    stop();
  });

  it('waits at least as long as a 429 asks (Retry-After), then opens', async () => {
    const w = world();
    w.queued.push(
      () => answer(429, { 'Retry-After': '20' }, { error: { code: 'RATE_LIMITED' } }),
      () => new Response(body().stream, { status: 200 }),
    );
    const stop = w.start();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(w.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.calls).toHaveLength(2);
    expect(w.seen.at(-1)).toBe('open');
    stop();
  });

  it('stops for good when the server says I was removed, and when stopped', async () => {
    const w = world();
    w.queued.push(() => answer(403, {}, { error: { code: 'REMOVED', message: 'no' } }));
    w.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(w.seen).toEqual(['removed']);
    expect(w.calls).toHaveLength(1);

    const v = world();
    const stop = v.start();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(v.calls).toHaveLength(1);
  });
});

describe('readEvents', () => {
  it('reads named events with data over several lines, skips comments, and keeps a part event', () => {
    const got: StreamEvent[] = [];
    const rest = readEvents(': hi\n\nevent: presence\ndata: a\ndata: b\nid: 3\n\nevent: ops\ndata: {', (e) =>
      got.push(e),
    );
    expect(got).toEqual([{ event: 'presence', data: 'a\nb' }]);
    expect(rest).toBe('event: ops\ndata: {');
  });
});
