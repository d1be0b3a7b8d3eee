import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scene } from '../../../../render-core';

/** Stand-ins for photo-bitmaps: bitmaps by photo id, and its "a photo is ready" listeners. */
const bitmaps = new Map<string, ImageBitmap>();
const listeners = new Set<() => void>();
const pending = new Map<string, (b: ImageBitmap | null) => void>();
vi.mock('./photo-bitmaps', () => ({
  loadedBitmap: (id: string) => bitmaps.get(id),
  onPhotoReady: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  photoBitmap: (id: string) => new Promise<ImageBitmap | null>((resolve) => pending.set(id, resolve)),
}));
const wanted = vi.fn();
vi.mock('../../../photos/prepare', () => ({ wantRenditions: (ids: Iterable<string>) => wanted([...ids]) }));

const { usePhotosLoading } = await import('./use-photos-loading');

const image = (photoId: string) => ({ kind: 'image', photoId }) as unknown as Scene['items'][number];
const scene = { items: [image('a'), image('b')] };
const bitmap = () => ({}) as ImageBitmap;
/** Fires photo-bitmaps' listeners, as its tellReady does. */
const tellReady = () =>
  act(() => {
    for (const listener of listeners) listener();
  });

let renders = 0;
function Spread() {
  usePhotosLoading(scene);
  renders += 1;
  return null;
}

beforeEach(() => {
  bitmaps.clear();
  listeners.clear();
  pending.clear();
  renders = 0;
});

describe("the editor's spread as its photos load", () => {
  it('wants its photos, repaints for a stand-in whose photo is still coming, and for the photo', async () => {
    const { unmount } = render(<Spread />);
    expect(wanted).toHaveBeenCalledWith(['a', 'b']);
    expect([...pending.keys()]).toEqual(['a', 'b']);
    const before = renders;

    // The camera's thumbnail of "a" stands in: its photo's promise has not settled.
    bitmaps.set('a', bitmap());
    tellReady();
    expect(renders).toBe(before + 1);
    // Another photo's news, or the same bitmap again, does not repaint.
    tellReady();
    expect(renders).toBe(before + 1);

    // The photo itself.
    const photo = bitmap();
    bitmaps.set('a', photo);
    await act(async () => pending.get('a')?.(photo));
    expect(renders).toBeGreaterThan(before + 1);
    const settled = renders;
    tellReady();
    expect(renders).toBe(settled);

    // A bitmap let go to save memory does not repaint the spread grey.
    bitmaps.delete('b');
    tellReady();
    expect(renders).toBe(settled);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
