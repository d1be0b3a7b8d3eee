// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_HEADROOM } from './eviction';
import { createPhotoLibrary, hasPendingUploads } from './library';
import { keyvalNames, libraryName, migrateFromKeyval, openLibrary } from './library-db';
import { testPhoto } from './test-photo';
import type { LocalPhoto } from './types';

let n = 0;
const noEstimate = async () => ({});
const fresh = (estimate: () => Promise<{ usage?: number; quota?: number }> = noEstimate) => {
  const prefix = `lib-${++n}`;
  return { prefix, library: createPhotoLibrary({ prefix, estimate }) };
};
const blob = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
const file = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg', lastModified: 5 });
const upload = (over: Partial<LocalPhoto['upload']>) => ({ ...testPhoto().upload, ...over });
const uploaded = (id: string, bytes = 100) =>
  testPhoto({ id, bytes, upload: upload({ status: 'done', serverStatus: 'ready', serverId: `s-${id}` }) });
const databases = async () => (await indexedDB.databases()).map((d) => d.name);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the photo library keeps what was picked the moment it is picked', () => {
  it('keeps a picked file, then the photo from its header without writing the bytes again', async () => {
    const { prefix, library } = fresh();
    const picked = file('beach.jpg', 70);
    await library.addPicked({ id: 'p1', draftId: 'd1', addedAt: 2, file: picked });
    expect((await createPhotoLibrary({ prefix }).listPicked('d1')).map((p) => [p.id, p.file.name])).toEqual([
      ['p1', 'beach.jpg'],
    ]);
    // Not a photo of the design until its header is read.
    expect(await library.list('d1')).toEqual([]);

    await library.addOriginal(testPhoto({ id: 'p1', name: 'beach.jpg', renditions: [] }), blob(999));
    expect((await library.original('p1'))?.size).toBe(70);
    expect(await library.listPicked('d1')).toEqual([]);
    // The intake forgets the picked copy once the photo is kept: the photo stays.
    await library.removePicked('p1');
    expect((await library.list('d1')).map((p) => p.id)).toEqual(['p1']);
    expect((await library.original('p1'))?.size).toBe(70);
  });

  it('keeps many picked files with one storage estimate, in one transaction', async () => {
    const estimate = vi.fn(noEstimate);
    const { prefix, library } = fresh(estimate);
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const picks = ['a', 'b', 'c'].map((id, i) => ({
      id,
      draftId: 'd1',
      addedAt: i,
      file: file(`${id}.jpg`, 10 + i),
    }));
    const kept = library.addPickedMany(picks);
    expect(kept).toHaveLength(3);
    await Promise.all(kept);
    expect(estimate).toHaveBeenCalledTimes(1);
    // Opening the library migrates in a transaction of its own; the files share one of these.
    const keeps = transaction.mock.calls.filter(
      ([stores, mode]) => mode === 'readwrite' && String(stores) === 'photos,originals',
    );
    expect(keeps).toHaveLength(1);
    const listed = await createPhotoLibrary({ prefix }).listPicked('d1');
    expect(listed.map((p) => [p.id, p.file.size])).toEqual([
      ['a', 10],
      ['b', 11],
      ['c', 12],
    ]);
  });

  it('never turns a kept photo back into a picked file (a late write of the pick)', async () => {
    const { library } = fresh();
    const picked = file('late.jpg', 8);
    await library.addOriginal(testPhoto({ id: 'l', renditions: [] }), picked);
    await library.addPicked({ id: 'l', draftId: 'd1', addedAt: 1, file: picked });
    expect((await library.list('d1')).map((p) => p.id)).toEqual(['l']);
    expect(await library.listPicked('d1')).toEqual([]);
  });

  it('forgets a picked file that never became a photo, bytes and all', async () => {
    const { library } = fresh();
    await library.addPicked({ id: 'x', draftId: 'd1', addedAt: 1, file: file('bad.jpg', 9) });
    await library.removePicked('x');
    expect(await library.listPicked('d1')).toEqual([]);
    expect(await library.original('x')).toBeUndefined();
  });

  it('keeps a photo prepared at once (the editor) with its renditions, in one go', async () => {
    const { library } = fresh();
    await library.addPicked({ id: 'e1', draftId: 'print:P', addedAt: 1, file: file('e1.jpg', 40) });
    await library.add(testPhoto({ id: 'e1', draftId: 'print:P' }), blob(1), {
      screen: blob(30),
      thumb: blob(3),
    });
    expect((await library.original('e1'))?.size).toBe(40);
    expect((await library.rendition('e1', 'screen'))?.size).toBe(30);
    await library.remove('e1');
    expect(await library.get('e1')).toBeUndefined();
    expect(await library.original('e1')).toBeUndefined();
    expect(await library.rendition('e1', 'thumb')).toBeUndefined();
  });
});

describe('the library answers from its indexes', () => {
  it("finds a design's photos, the uploads to resume and a content hash", async () => {
    const { library } = fresh();
    const base = { renditions: [] as ('thumb' | 'screen')[] };
    await library.addOriginal(testPhoto({ ...base, id: 'a', addedAt: 2, sha256: 'h1' }), blob(1));
    await library.addOriginal(testPhoto({ ...base, id: 'b', addedAt: 1, sha256: 'h2' }), blob(1));
    await library.addOriginal(testPhoto({ ...base, id: 'c', draftId: 'd2', sha256: 'h1' }), blob(1));
    await library.addOriginal({ ...uploaded('u'), draftId: 'd2' }, blob(1));
    await library.addPicked({ id: 'p', draftId: 'd1', addedAt: 0, file: file('p.jpg', 1) });
    await library.update('b', (p) => ({
      ...p,
      upload: upload({ status: 'uploading', url: 'https://x/u/1' }),
    }));
    await library.update('c', (p) => ({ ...p, upload: upload({ status: 'done', serverStatus: 'failed' }) }));

    expect((await library.list('d1')).map((p) => p.id)).toEqual(['b', 'a']);
    expect((await library.list('d2')).map((p) => p.id).sort()).toEqual(['c', 'u']);
    // Waiting and half-sent uploads; not the uploaded, the refused or the unread.
    expect((await library.pending()).map((p) => p.id)).toEqual(['b', 'a']);
    expect((await library.withHash('h1')).map((p) => p.id).sort()).toEqual(['a', 'c']);
    expect((await library.withHash('h1', 'd2')).map((p) => p.id)).toEqual(['c']);
  });

  it('never reads every record to add a photo, list a design, resume uploads or make room', async () => {
    let usage = 0;
    const quota = STORAGE_HEADROOM + 1000;
    const { library } = fresh(async () => ({ usage, quota }));
    for (let i = 0; i < 5; i++) await library.addOriginal(uploaded(`old-${i}`, 300), blob(300));
    const storeReads = [
      vi.spyOn(IDBObjectStore.prototype, 'getAll'),
      vi.spyOn(IDBObjectStore.prototype, 'openCursor'),
      vi.spyOn(IDBObjectStore.prototype, 'getAllKeys'),
    ];
    usage = 900;
    await library.addPicked({ id: 'n', draftId: 'd1', addedAt: 9, file: file('n.jpg', 500) });
    await library.addOriginal(testPhoto({ id: 'n', renditions: [] }), blob(500));
    await library.list('d1');
    await library.pending();
    for (const spy of storeReads) expect(spy).not.toHaveBeenCalled();
    // Two 300-byte originals were enough for 500 bytes with 100 free.
    expect((await library.list('d1')).filter((p) => p.originalEvicted)).toHaveLength(2);
  });

  it('drops the least recently used uploaded originals first, and keeps renditions', async () => {
    let usage = 0;
    const { library } = fresh(async () => ({ usage, quota: STORAGE_HEADROOM + 1500 }));
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(10);
    await library.add(testPhoto({ id: 'first' }), blob(1000), { screen: blob(1), thumb: blob(1) });
    await library.add(testPhoto({ id: 'second' }), blob(1000), { screen: blob(1), thumb: blob(1) });
    now.mockReturnValue(20);
    await library.update('second', (p) => ({ ...uploaded('second', 1000), renditions: p.renditions }));
    now.mockReturnValue(30);
    await library.update('first', (p) => ({ ...uploaded('first', 1000), renditions: p.renditions }));
    usage = 1400;
    expect(await library.makeRoom(500)).toEqual(['second']);
    expect(await library.original('second')).toBeUndefined();
    expect((await library.get('second'))?.originalEvicted).toBe(true);
    expect((await library.rendition('second', 'screen'))?.size).toBe(1);
    expect((await library.original('first'))?.size).toBe(1000);
    // An evicted original is no candidate any more: the next one goes.
    expect(await library.makeRoom(500)).toEqual(['first']);
    expect(await library.makeRoom(500)).toEqual([]);
  });

  it('tells whether any upload is left to resume, from the state index', async () => {
    const { prefix, library } = fresh();
    expect(await hasPendingUploads({ prefix })).toBe(false);
    await library.addPicked({ id: 'p', draftId: 'd1', addedAt: 1, file: file('p.jpg', 1) });
    await library.addOriginal(uploaded('u'), blob(1));
    expect(await hasPendingUploads({ prefix })).toBe(false);
    await library.addOriginal(testPhoto({ id: 'w', renditions: [] }), blob(1));
    expect(await hasPendingUploads({ prefix })).toBe(true);
  });

  it('lists the files still picked for drafts that became prints, and counts them as uploads left', async () => {
    const { prefix, library } = fresh();
    const draft = { id: 'd1', productCode: 'BOOK', createdAt: 1, printId: null };
    await library.saveDraft(draft);
    await library.addPicked({ id: 'p', draftId: 'd1', addedAt: 1, file: file('p.jpg', 3) });
    await library.addPicked({ id: 'q', draftId: 'other', addedAt: 2, file: file('q.jpg', 4) });
    // Still a draft: its uploader reads its picked files again when it opens.
    expect(await library.printedPicked()).toEqual([]);
    expect(await hasPendingUploads({ prefix })).toBe(false);
    await library.saveDraft({ ...draft, printId: 'print-1' });
    const printed = await library.printedPicked();
    expect(printed.map(({ picked, printId }) => [picked.id, picked.file.size, printId])).toEqual([
      ['p', 3, 'print-1'],
    ]);
    expect(await hasPendingUploads({ prefix })).toBe(true);
  });

  it('applies changes made at the same time one after the other', async () => {
    const { library } = fresh();
    await library.addOriginal(testPhoto({ renditions: [] }), blob(1));
    await Promise.all([
      library.putRendition('p1', 'thumb', blob(2)),
      library.putRendition('p1', 'screen', blob(3)),
      library.update('p1', (p) => ({
        ...p,
        upload: { ...p.upload, url: 'https://x/u/2', status: 'uploading' },
      })),
    ]);
    const photo = await library.get('p1');
    expect(photo?.renditions.sort()).toEqual(['screen', 'thumb']);
    expect(photo?.upload.url).toBe('https://x/u/2');
  });

  it('writes nothing when a change makes a malformed record', async () => {
    const { library } = fresh();
    await library.addOriginal(testPhoto(), blob(1));
    await expect(library.update('p1', (p) => ({ ...p, width: -1 }))).rejects.toThrow();
    expect((await library.get('p1'))?.width).toBe(2048);
  });
});

describe('version 1 takes over the idb-keyval stores of earlier releases', () => {
  /**
   * Writes one of idb-keyval's databases the way it does (one store, keys beside the values), then
   * closes it as a tab of the earlier release does when it goes.
   */
  function writeKeyval(db: string, store: string, entries: [string, unknown][]): Promise<void> {
    return new Promise((resolve, reject) => {
      const open = indexedDB.open(db);
      open.onupgradeneeded = () => open.result.createObjectStore(store);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction(store, 'readwrite');
        for (const [key, value] of entries) tx.objectStore(store).put(value, key);
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  }

  /** What a customer's device holds halfway through a book, as the earlier release wrote it. */
  async function earlierRelease(prefix: string) {
    const names = keyvalNames(prefix);
    const write = (which: keyof typeof names, entries: [string, unknown][]) =>
      writeKeyval(names[which].db, names[which].store, entries);
    const sent = testPhoto({
      id: 'sent',
      addedAt: 1,
      upload: upload({ status: 'done', serverStatus: 'ready', serverId: 's1', url: 'https://x/u/s' }),
    });
    const half = testPhoto({
      id: 'half',
      addedAt: 2,
      renditions: ['thumb'],
      upload: upload({ status: 'uploading', url: 'https://x/u/h', printId: 'P1' }),
    });
    await write('records', [
      ['sent', sent],
      ['half', half],
      ['broken', { id: 'broken' }],
    ]);
    await write('originals', [
      ['sent', blob(100)],
      ['half', blob(200)],
    ]);
    await write('renditions', [
      ['sent:screen', blob(30)],
      ['sent:thumb', blob(3)],
      ['half:thumb', blob(4)],
    ]);
    await write('drafts', [['BOOK-A4', { id: 'd1', productCode: 'BOOK-A4', createdAt: 1, printId: null }]]);
    await write('picked', [
      ['unread', { id: 'unread', draftId: 'd1', addedAt: 3, file: file('unread.jpg', 50) }],
    ]);
  }

  it('loses nothing of a book in progress and removes the old databases', async () => {
    const prefix = `migrate-${++n}`;
    await earlierRelease(prefix);
    const library = createPhotoLibrary({ prefix, estimate: noEstimate });

    expect((await library.list('d1')).map((p) => p.id)).toEqual(['sent', 'half']);
    expect((await library.get('half'))?.upload).toMatchObject({ url: 'https://x/u/h', printId: 'P1' });
    expect((await library.original('half'))?.size).toBe(200);
    expect((await library.rendition('sent', 'screen'))?.size).toBe(30);
    expect((await library.rendition('half', 'thumb'))?.size).toBe(4);
    expect(await library.rendition('half', 'screen')).toBeUndefined();
    expect((await library.draft('BOOK-A4'))?.id).toBe('d1');
    const picked = await library.listPicked('d1');
    // (Node's structured clone keeps a File as a plain Blob, so its name is the browser's to keep.)
    expect(picked.map((p) => [p.id, p.file.size])).toEqual([['unread', 50]]);
    // The upload to resume is found from the state index; the uploaded original may be dropped.
    expect((await library.pending()).map((p) => p.id)).toEqual(['half']);
    expect(await library.makeRoom(0)).toEqual([]);

    const old = Object.values(keyvalNames(prefix)).map((s) => s.db);
    await vi.waitFor(async () => {
      const left = await databases();
      expect(old.filter((name) => left.includes(name))).toEqual([]);
    });
    expect(await databases()).toContain(libraryName(prefix));
  });

  it('never overwrites what the library has since learnt (another tab copied it first)', async () => {
    const prefix = `migrate-${++n}`;
    await earlierRelease(prefix);
    const db = await openLibrary(prefix);
    const library = createPhotoLibrary({ prefix, estimate: noEstimate });
    await library.update('half', (p) => ({
      ...p,
      upload: upload({ status: 'done', serverStatus: 'ready' }),
    }));
    // The earlier release's stores, as a second tab would still find them.
    await earlierRelease(prefix);
    await (await migrateFromKeyval(db, prefix)).removed;
    expect((await library.get('half'))?.upload.status).toBe('done');
    expect(await library.pending()).toEqual([]);
  });

  it('starts empty on a device that never had the earlier stores, and creates none of them', async () => {
    const { prefix, library } = fresh();
    expect(await library.list()).toEqual([]);
    const names = await databases();
    for (const { db } of Object.values(keyvalNames(prefix))) expect(names).not.toContain(db);
  });
});
