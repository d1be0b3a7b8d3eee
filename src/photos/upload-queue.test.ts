import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoCache } from './cache';
import { testPhoto } from './test-photo';
import type { LocalPhoto } from './types';

/** Uppy stands in as a recorder of the files it is given; the tus plugin is not needed here. */
const added: { meta: Record<string, unknown> }[] = [];
/** The options the queue gave the tus plugin, so a test can play the server's answers to it. */
let tusOptions: Record<string, unknown> = {};
vi.mock('@uppy/core', () => ({
  default: class {
    private files = new Map<string, { meta: Record<string, unknown>; tus?: unknown }>();
    use(_plugin: unknown, options: Record<string, unknown>) {
      tusOptions = options;
      return this;
    }
    on() {
      return this;
    }
    addFile(file: { meta: Record<string, unknown> }) {
      const id = `u${this.files.size}`;
      this.files.set(id, { meta: file.meta });
      added.push(file);
      return id;
    }
    getFile(id: string) {
      return this.files.get(id);
    }
    setFileMeta(id: string, meta: Record<string, unknown>) {
      this.files.get(id)!.meta = meta;
    }
    setFileState() {}
    pauseResume() {}
  },
}));
vi.mock('@uppy/tus', () => ({ default: class {} }));

function memoryCache(photos: LocalPhoto[]): PhotoCache {
  const byId = new Map(photos.map((p) => [p.id, p]));
  return {
    list: async () => [...byId.values()],
    // The library answers this from its state index (library.test.ts); here the same answer.
    pending: async () =>
      [...byId.values()].filter((p) => p.upload.status !== 'done' && p.upload.status !== 'skipped'),
    original: async () => new Blob(['x']),
    update: async (id: string, change: (p: LocalPhoto) => LocalPhoto) => {
      const p = byId.get(id);
      if (!p) return undefined;
      const next = change(p);
      byId.set(id, next);
      return next;
    },
    get: async (id: string) => byId.get(id),
  } as unknown as PhotoCache;
}

beforeEach(() => {
  added.length = 0;
});

describe('UploadQueue and the print a photo is for', () => {
  it('remembers the print id with the photo, and a restored upload sends it again', async () => {
    const { UploadQueue } = await import('./upload-queue');
    const photo = testPhoto({ id: 'p1' });
    const cache = memoryCache([photo]);
    const deps = { cache, photoByUpload: vi.fn() };

    new UploadQueue(deps).enqueue(photo, new Blob(['x']), 'print-1');
    expect(added[0]?.meta.printId).toBe('print-1');
    await vi.waitFor(async () => expect((await cache.get('p1'))?.upload.printId).toBe('print-1'));

    // After a reload: a new queue restores the unfinished upload from the cache.
    added.length = 0;
    await new UploadQueue(deps).restore();
    expect(added).toHaveLength(1);
    expect(added[0]?.meta).toMatchObject({ clientId: 'p1', printId: 'print-1' });
  });

  it('restores only unfinished uploads, and shows the finished ones a page knows', async () => {
    const { UploadQueue } = await import('./upload-queue');
    const waiting = testPhoto({ id: 'w' });
    const finished = testPhoto({
      id: 'f',
      upload: { ...testPhoto().upload, status: 'done', serverStatus: 'ready', serverId: 's-f' },
    });
    const queue = new UploadQueue({ cache: memoryCache([waiting, finished]), photoByUpload: vi.fn() });
    await queue.restore([waiting, finished]);
    expect(added.map((f) => f.meta.clientId)).toEqual(['w']);
    expect(queue.state.files.f?.status).toBe('done');
    expect(queue.state.files.w?.status).toBe('waiting');
  });

  it('records a print id given after the upload started', async () => {
    const { UploadQueue } = await import('./upload-queue');
    const photo = testPhoto({ id: 'p2' });
    const cache = memoryCache([photo]);
    const queue = new UploadQueue({ cache, photoByUpload: vi.fn() });
    queue.enqueue(photo, new Blob(['x']));
    expect(added[0]?.meta.printId).toBeUndefined();
    queue.setPrintId('print-2');
    await vi.waitFor(async () => expect((await cache.get('p2'))?.upload.printId).toBe('print-2'));
  });
});

describe('UploadQueue and the upload URL', () => {
  it('remembers the URL as soon as the server made the upload, before any byte is sent', async () => {
    const { UploadQueue } = await import('./upload-queue');
    const photo = testPhoto({ id: 'p3' });
    const cache = memoryCache([photo]);
    new UploadQueue({ cache, photoByUpload: vi.fn(), endpoint: 'http://localhost/webapp/api/photo/upload' });
    const headers: Record<string, string> = {
      'Upload-Metadata': `filename ${btoa('a.jpg')},clientId ${btoa('p3')}`,
    };
    const onAfterResponse = tusOptions.onAfterResponse as (req: unknown, res: unknown) => void;
    onAfterResponse(
      { getMethod: () => 'POST', getHeader: (n: string) => headers[n] },
      { getStatus: () => 201, getHeader: (n: string) => (n === 'Location' ? 'upload/0123abcd' : undefined) },
    );
    await vi.waitFor(async () =>
      expect((await cache.get('p3'))?.upload.url).toBe('http://localhost/webapp/api/photo/upload/0123abcd'),
    );
    // A PATCH answer says nothing new about the URL.
    onAfterResponse(
      { getMethod: () => 'PATCH', getHeader: () => undefined },
      { getStatus: () => 204, getHeader: () => undefined },
    );
    expect((await cache.get('p3'))?.upload.url).toBe('http://localhost/webapp/api/photo/upload/0123abcd');
  });
});
