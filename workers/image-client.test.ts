import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createImageClient, ImagePool, imageWorkerCount } from './image-client';
import { HEAD_BYTES } from './image-core';
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
    expect(result.image.bytes).toBe(bytes.byteLength);
    // The whole file is hashed later (hash), not while picking.
    expect(result.image.sha256).toBeNull();
    expect(await client.hash(new Blob([bytes]))).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('reads a JPEG only at its start and its end', async () => {
    const client = await createImageClient({ createWorker: null });
    const bytes = readFileSync(fixtureUrl('photos/photo-02.jpg'));
    expect(bytes.byteLength).toBeGreaterThan(HEAD_BYTES + 8192);
    const read: [number, number][] = [];
    class Watched extends Blob {
      override slice(start?: number, end?: number, type?: string) {
        read.push([start ?? 0, Math.min(end ?? this.size, this.size)]);
        return super.slice(start, end, type);
      }
      override arrayBuffer(): Promise<ArrayBuffer> {
        throw new Error('the whole file was read');
      }
    }
    const result = await client.inspect(new Watched([bytes]));
    expect(result.ok).toBe(true);
    const bytesRead = read.reduce((sum, [a, b]) => sum + (b - a), 0);
    expect(bytesRead).toBeLessThanOrEqual(HEAD_BYTES + 64 * 1024 + 4096);
  });

  it('gives the same file the same fingerprint and another file another', async () => {
    const client = await createImageClient({ createWorker: null });
    const bytes = readFileSync(fixtureUrl('photos/photo-02.jpg'));
    const fingerprint = async (b: Uint8Array) => {
      const r = await client.inspect(new Blob([b as Uint8Array<ArrayBuffer>]));
      if (!r.ok) throw new Error(r.reason);
      return r.image.fingerprint;
    };
    const a = await fingerprint(bytes);
    expect(await fingerprint(new Uint8Array(bytes))).toBe(a);
    // The same picture with bytes after its end (as a re-saved copy): another file.
    const longer = new Uint8Array([...bytes, 1, 2, 3]);
    expect(await fingerprint(longer)).not.toBe(a);
    expect(await fingerprint(readFileSync(fixtureUrl('photos/photo-03.jpg')))).not.toBe(a);
  });

  it('reads every edge file to its outcome from its header', async () => {
    const client = await createImageClient({ createWorker: null });
    const fixture = (name: string) => new Blob([readFileSync(fixtureUrl(`edge/${name}`))]);
    const outcome = async (name: string) => {
      const r = await client.inspect(fixture(name));
      return r.ok ? `${r.image.type} ${r.image.width}x${r.image.height}` : r.reason;
    };
    expect(await outcome('empty.jpg')).toBe('empty');
    expect(await outcome('not-an-image.jpg')).toBe('unsupported-type');
    expect(await outcome('truncated.jpg')).toBe('corrupt');
    expect(await outcome('bomb-20000x20000.png')).toBe('too-many-pixels');
    expect(await outcome('panorama-4096x512.jpg')).toBe('jpeg 4096x512');
    expect(await outcome('tiny-320x240.jpg')).toBe('jpeg 320x240');
    expect(await outcome('cmyk.jpg')).toMatch(/^jpeg \d+x\d+$/);
    expect(await outcome('grayscale.jpg')).toMatch(/^jpeg \d+x\d+$/);
    expect(await outcome('photo.webp')).toMatch(/^webp \d+x\d+$/);
    expect(await outcome('transparent-cutout.png')).toMatch(/^png \d+x\d+$/);
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
    const pool = new ImagePool(1, async () => client, 1);
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

  it('starts its workers when warmed, before any job, and never more than its size', async () => {
    const client = await createImageClient({ createWorker: null });
    let started = 0;
    const pool = new ImagePool(2, async () => {
      started += 1;
      return client;
    });
    pool.warm();
    pool.warm();
    expect(started).toBe(2);
    await pool.run(0, async () => 'done');
    expect(started).toBe(2);
  });

  it('starts only the jobs ranked below every hold while held, the running ones finishing, and the rest once released', async () => {
    const client = await createImageClient({ createWorker: null });
    const pool = new ImagePool(1, async () => client, 1);
    const ran: string[] = [];
    let finishFirst = () => {};
    const first = pool.run(0, () =>
      new Promise<void>((r) => (finishFirst = r)).then(() => ran.push('running')),
    );
    await vi.waitFor(() => expect(pool.waiting).toBe(0));
    const release = pool.hold(-5);
    const releaseToo = pool.hold(-1);
    const later = pool.run(0, async () => ran.push('held'));
    const shown = pool.run(-9, async () => ran.push('below every bar'));
    const notBelowEvery = pool.run(-3, async () => ran.push('below one bar only'));
    finishFirst();
    await first;
    await shown;
    await new Promise((r) => setTimeout(r, 0));
    expect(ran).toEqual(['running', 'below every bar']);
    release();
    release(); // a release works once: the other hold still holds, below its own bar
    await notBelowEvery;
    await new Promise((r) => setTimeout(r, 0));
    expect(pool.waiting).toBe(1);
    releaseToo();
    await later;
    expect(ran).toEqual(['running', 'below every bar', 'below one bar only', 'held']);
  });

  it('gives each worker a few jobs at once, never more', async () => {
    const client = await createImageClient({ createWorker: null });
    const pool = new ImagePool(1, async () => client, 3);
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const job = () =>
      pool.run(0, async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((r) => release.push(r));
        running -= 1;
      });
    const jobs = Array.from({ length: 7 }, job);
    await vi.waitFor(() => expect(running).toBe(3));
    while (release.length > 0 || running > 0) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(jobs);
    expect(most).toBe(3);
  });
});
