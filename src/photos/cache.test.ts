// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createPhotoCache } from './cache';
import { planEviction, STORAGE_HEADROOM } from './eviction';
import { testPhoto } from './test-photo';

let n = 0;
const fresh = (estimate = async () => ({ usage: 0, quota: 10 * 1024 * 1024 * 1024 })) =>
  createPhotoCache({ prefix: `test-${++n}`, estimate });
const blob = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
const done = (id: string, addedAt: number, bytes = 100) =>
  testPhoto({
    id,
    addedAt,
    bytes,
    upload: { ...testPhoto().upload, status: 'done', serverStatus: 'ready', serverId: `s-${id}` },
  });

describe('the photo cache', () => {
  it('keeps originals, renditions and records across instances (a reload)', async () => {
    const prefix = `reload-${++n}`;
    const first = createPhotoCache({ prefix, estimate: async () => ({}) });
    await first.add(testPhoto(), blob(1000), { screen: blob(300), thumb: blob(50) });
    const again = createPhotoCache({ prefix, estimate: async () => ({}) });
    expect((await again.get('p1'))?.name).toBe('photo-01.jpg');
    expect((await again.original('p1'))?.size).toBe(1000);
    expect((await again.rendition('p1', 'screen'))?.size).toBe(300);
    expect((await again.rendition('p1', 'thumb'))?.size).toBe(50);
  });

  it('remembers the tus upload URL per photo', async () => {
    const cache = fresh();
    await cache.add(testPhoto(), blob(10), { screen: blob(5), thumb: blob(2) });
    await cache.update('p1', (p) => ({ ...p, upload: { ...p.upload, url: '/webapp/api/photo/upload/abc' } }));
    expect((await cache.get('p1'))?.upload.url).toBe('/webapp/api/photo/upload/abc');
  });

  it('lists one draft in the order the photos were picked', async () => {
    const cache = fresh();
    await cache.add(testPhoto({ id: 'b', addedAt: 2 }), blob(1), { screen: blob(1), thumb: blob(1) });
    await cache.add(testPhoto({ id: 'a', addedAt: 1 }), blob(1), { screen: blob(1), thumb: blob(1) });
    await cache.add(testPhoto({ id: 'c', draftId: 'other' }), blob(1), { screen: blob(1), thumb: blob(1) });
    expect((await cache.list('d1')).map((p) => p.id)).toEqual(['a', 'b']);
    expect(await cache.list()).toHaveLength(3);
  });

  it('refuses a malformed record and writes nothing', async () => {
    const cache = fresh();
    await expect(
      cache.add({ ...testPhoto(), width: -1 }, blob(1), { screen: blob(1), thumb: blob(1) }),
    ).rejects.toThrow();
    expect(await cache.list()).toEqual([]);
    expect(await cache.original('p1')).toBeUndefined();
  });

  it('evicts uploaded originals when storage runs short, and keeps renditions', async () => {
    let usage = 0;
    const quota = STORAGE_HEADROOM + 1500;
    const cache = fresh(async () => ({ usage, quota }));
    await cache.add(done('old', 1, 1000), blob(1000), { screen: blob(1), thumb: blob(1) });
    usage = 1000;
    await cache.add(testPhoto({ id: 'new', addedAt: 2 }), blob(1000), { screen: blob(1), thumb: blob(1) });
    expect(await cache.original('old')).toBeUndefined();
    expect((await cache.get('old'))?.originalEvicted).toBe(true);
    expect((await cache.rendition('old', 'screen'))?.size).toBe(1);
    expect((await cache.original('new'))?.size).toBe(1000);
  });

  it('remembers a draft per product', async () => {
    const cache = fresh();
    await cache.saveDraft({ id: 'd1', productCode: 'BOOK-A4', createdAt: 1, printId: null });
    expect((await cache.draft('BOOK-A4'))?.id).toBe('d1');
    expect(await cache.draft('BOOK-A5')).toBeUndefined();
  });
});

describe('picked files', () => {
  it('keeps a picked file until it is prepared, across a reload', async () => {
    const prefix = `picked-${++n}`;
    const first = createPhotoCache({ prefix, estimate: async () => ({}) });
    const file = new File([new Uint8Array(7)], 'photo-07.jpg', { type: 'image/jpeg', lastModified: 5 });
    await first.addPicked({ id: 'x', draftId: 'd1', addedAt: 2, file });
    await first.addPicked({ id: 'y', draftId: 'd2', addedAt: 1, file });
    const again = createPhotoCache({ prefix, estimate: async () => ({}) });
    const back = await again.listPicked('d1');
    expect(back.map((p) => p.id)).toEqual(['x']);
    expect(back[0]?.file.size).toBe(7);
    await again.removePicked('x');
    expect(await again.listPicked('d1')).toEqual([]);
  });
});

describe('planEviction', () => {
  const photos = [done('a', 3, 400), done('b', 1, 400), testPhoto({ id: 'c', addedAt: 0, bytes: 900 })];

  it('does nothing when there is room or no estimate', () => {
    expect(planEviction(photos, { usage: 0, quota: STORAGE_HEADROOM + 1000 }, 500)).toEqual([]);
    expect(planEviction(photos, {}, 500)).toEqual([]);
  });

  it('drops the oldest uploaded originals first, never ones still to upload', () => {
    expect(planEviction(photos, { usage: 1000, quota: STORAGE_HEADROOM + 1000 }, 300)).toEqual(['b']);
    expect(planEviction(photos, { usage: 1000, quota: STORAGE_HEADROOM + 1000 }, 700)).toEqual(['b', 'a']);
    expect(planEviction(photos, { usage: 1000, quota: STORAGE_HEADROOM + 1000 }, 5000)).toEqual(['b', 'a']);
  });
});
