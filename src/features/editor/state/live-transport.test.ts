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
});
