import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createImageClient } from './image-client';
import { fixtureUrl } from './test-fixtures';

describe('createImageClient', () => {
  it('runs on the main thread when no worker can be made', async () => {
    const client = await createImageClient({ createWorker: null });
    expect(client.where).toBe('main-thread');
    // Checks that need no decoder answer the same there.
    expect(await client.process(new Blob([]))).toEqual({ ok: false, reason: 'empty' });
    expect(await client.process(new Blob(['just text, no image']))).toEqual({
      ok: false,
      reason: 'unsupported-type',
    });
    const fixture = (name: string) => new Blob([readFileSync(fixtureUrl(`edge/${name}`))]);
    // Refused from the header, before any decoder sees it.
    expect(await client.process(fixture('bomb-20000x20000.png'))).toEqual({
      ok: false,
      reason: 'too-many-pixels',
    });
    expect(await client.process(fixture('truncated.jpg'))).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('falls back when the worker throws on start', async () => {
    const client = await createImageClient({
      createWorker: () => {
        throw new Error('workers are blocked');
      },
    });
    expect(client.where).toBe('main-thread');
  });
});
