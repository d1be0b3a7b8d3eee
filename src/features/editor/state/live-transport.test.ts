import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveTransport } from './live-transport';

afterEach(() => vi.unstubAllGlobals());

const batch = { clientId: 'tab-1', batchId: 'tab-1:1', ops: [{ kind: 'set', path: ['title'], value: 'x' }] };

describe('the live transport (issue 54)', () => {
  it('answers a 429 with how long its Retry-After asks to wait', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: { code: 'RATE_LIMITED', message: 'Too many changes at once.' } },
        { status: 429, headers: { 'Retry-After': '12' } },
      ),
    );
    const answer = await liveTransport.send('2f1d0c3e-4b5a-4c6d-8e7f-901a2b3c4d5e', batch as never);
    expect(answer).toEqual({ kind: 'failed', status: 429, retryAfterMs: 12_000 });
  });

  it('tells a removal (403 REMOVED) from a lowered permission', async () => {
    const refuse = (code: string) =>
      vi.stubGlobal('fetch', async () => Response.json({ error: { code, message: 'no' } }, { status: 403 }));
    refuse('REMOVED');
    const id = '2f1d0c3e-4b5a-4c6d-8e7f-901a2b3c4d5e';
    expect(await liveTransport.send(id, batch as never)).toMatchObject({ kind: 'forbidden', removed: true });
    refuse('FORBIDDEN');
    expect(await liveTransport.send(id, batch as never)).toMatchObject({ kind: 'forbidden', removed: false });
  });

  it('opens the stream again after a 503 and hands on its events', async () => {
    vi.useFakeTimers();
    const encoder = new TextEncoder();
    const answers = [
      () => new Response(null, { status: 503 }),
      () =>
        new Response(
          new ReadableStream({
            start(c) {
              c.enqueue(
                encoder.encode(
                  'event: ops\ndata: {"seq":3,"batchId":"b","clientId":"c","ops":[],"base":1}\n\n',
                ),
              );
            },
          }),
          { status: 200 },
        ),
    ];
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return answers.shift()!();
    });
    const seen: unknown[] = [];
    const stop = liveTransport.listen('p1', {
      open: () => seen.push('open'),
      closed: () => seen.push('closed'),
      revoked: () => seen.push('revoked'),
      presence: () => {},
      ops: (batch) => seen.push(batch),
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([
      '/webapp/api/print/collab/stream?printId=p1',
      '/webapp/api/print/collab/stream?printId=p1',
    ]);
    expect(seen).toEqual([
      'closed',
      'open',
      { seq: 3, batchId: 'b', clientId: 'c', userId: null, ops: [], base: 1 },
    ]);
    stop();
    vi.useRealTimers();
  });
});
