// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { PAGES_CACHE, RENDITIONS_CACHE } from '../../workers/cache-names';
import { forgetPhotosOnDevice } from './forget';
import { createPhotoLibrary } from './library';
import { testPhoto } from './test-photo';

const blob = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });

describe('forgetPhotosOnDevice', () => {
  it("empties the photo library and the service worker's caches of renditions and pages", async () => {
    const prefix = 'forget-1';
    const library = createPhotoLibrary({ prefix, estimate: async () => ({}) });
    const photo = testPhoto({ id: 'p1' });
    await library.add(photo, blob(10), { screen: blob(5), thumb: blob(2) });
    await library.addPicked({ id: 'picked', draftId: 'd1', addedAt: 1, file: new File([blob(3)], 'a.jpg') });
    expect(await library.list()).toHaveLength(1);
    const caches = { delete: vi.fn(async (_name: string) => true) };

    await forgetPhotosOnDevice({ prefix, caches });

    expect(await library.list()).toEqual([]);
    expect(await library.get('p1')).toBeUndefined();
    expect(await library.original('p1')).toBeUndefined();
    expect(await library.rendition('p1', 'screen')).toBeUndefined();
    expect(await library.listPicked('d1')).toEqual([]);
    expect(caches.delete.mock.calls.map(([name]) => name).sort()).toEqual(
      [PAGES_CACHE, RENDITIONS_CACHE].sort(),
    );
  });

  it('goes on when Cache Storage is missing or refuses', async () => {
    await expect(forgetPhotosOnDevice({ prefix: 'forget-2', caches: null })).resolves.toBeUndefined();
    const refusing = { delete: vi.fn(async (_name: string) => Promise.reject(new Error('SecurityError'))) };
    await expect(forgetPhotosOnDevice({ prefix: 'forget-3', caches: refusing })).resolves.toBeUndefined();
  });
});
