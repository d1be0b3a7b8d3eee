import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createImageClient, ImagePool, imageWorkerCount } from './image-client';
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

describe('inspect (the header, no decoding)', () => {
  it('reads the upright size, capture time and content hash of a rotated phone photo', async () => {
    const client = await createImageClient({ createWorker: null });
    const bytes = readFileSync(fixtureUrl('photos/photo-02.jpg'));
    const result = await client.inspect(new Blob([bytes]));
    if (!result.ok) throw new Error(result.reason);
    // Stored 2048x1366 with orientation 6: shown (and laid out) as a portrait.
    expect([result.image.width, result.image.height]).toEqual([1366, 2048]);
    expect(result.image.exif.takenAt).toBe('2026-07-03T21:37:05+02:00');
    expect(result.image.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(result.image.bytes).toBe(bytes.byteLength);
  });

  it('warns of a small photo and refuses damaged ones before any decoder sees them', async () => {
    const client = await createImageClient({ createWorker: null });
    const fixture = (name: string) => new Blob([readFileSync(fixtureUrl(`edge/${name}`))]);
    const tiny = await client.inspect(fixture('tiny-320x240.jpg'));
    expect(tiny.ok && tiny.image.warnings).toEqual(['low-resolution']);
    expect(await client.inspect(fixture('truncated.jpg'))).toEqual({ ok: false, reason: 'corrupt' });
    expect(await client.inspect(fixture('bomb-20000x20000.png'))).toEqual({
      ok: false,
      reason: 'too-many-pixels',
    });
  });
});

describe('ImagePool', () => {
  it('sizes itself to the device: a core left to the page, one to four workers', () => {
    expect([1, 2, 4, 8, 16, undefined].map(imageWorkerCount)).toEqual([1, 1, 3, 4, 4, 1]);
  });

  it('runs the most urgent job first, asking a waiting job its priority again', async () => {
    const ran: string[] = [];
    const client = await createImageClient({ createWorker: null });
    const pool = new ImagePool(1, async () => client);
    let urgent = false;
    const jobs = [
      pool.run(0, async () => ran.push('first')),
      pool.run(2, async () => ran.push('screen')),
      pool.run(
        () => (urgent ? 0.5 : 1.5),
        async () => ran.push('shown'),
      ),
      pool.run(1, async () => ran.push('thumb')),
    ];
    urgent = true;
    await Promise.all(jobs);
    expect(ran).toEqual(['first', 'shown', 'thumb', 'screen']);
  });
});
