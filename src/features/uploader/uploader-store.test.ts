import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The photo cache opens this product's draft only when the test says so. */
let openDraft: (value: undefined) => void = () => {};
const cache = {
  draft: vi.fn(() => new Promise<undefined>((resolve) => (openDraft = resolve))),
  saveDraft: vi.fn(async () => {}),
  list: vi.fn(async () => []),
  listPicked: vi.fn(async () => []),
  addPickedMany: vi.fn((picked: unknown[]) => picked.map(async () => {})),
  removePicked: vi.fn(async () => {}),
  addOriginal: vi.fn(async () => {}),
  remove: vi.fn(async () => {}),
  rendition: vi.fn(async () => undefined),
  original: vi.fn(async () => new Blob(['x'])),
};
const queue = { restore: async () => {}, enqueue: vi.fn(), skip: vi.fn(), setPrintId: vi.fn() };
vi.mock('../../photos/photos', () => ({ photoCache: cache, uploadQueue: () => queue }));

const header = (fingerprint: string) => ({
  ok: true as const,
  image: {
    type: 'jpeg' as const,
    mime: 'image/jpeg',
    width: 4032,
    height: 3024,
    bytes: 1,
    sha256: null,
    fingerprint,
    exif: { takenAt: '2026-07-03T16:42:10+02:00', orientation: 1, gps: null, camera: null },
    warnings: [],
    exifThumbnail: null,
  },
});
const inspectPhoto = vi.fn();
/** Renditions wait until the test lets them finish (or fail). */
let renditions: { id: string; size: string; boost: () => number; done: () => void; fail: () => void }[] = [];
const makeRendition = vi.fn(
  (
    photo: { id: string },
    _original: unknown,
    size: string,
    options?: { onMade?: (blob: Blob) => void; boost?: () => number },
  ) =>
    new Promise<Blob>((resolve, reject) =>
      renditions.push({
        id: photo.id,
        size,
        boost: options?.boost ?? (() => 0),
        done: () => {
          const blob = new Blob(['x']);
          options?.onMade?.(blob);
          resolve(blob);
        },
        fail: () => reject(new Error('bad')),
      }),
    ),
);
const hashPhoto = vi.fn(async (id: string) => ({ id, sha256: `sha-of-${id}` }));
vi.mock('../../photos/prepare', () => ({ inspectPhoto, makeRendition, hashPhoto }));
vi.mock('../../auth/guest', () => ({ continueAsGuest: vi.fn(async () => true) }));

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

async function openUploader() {
  const { createUploader } = await import('./uploader-store');
  const uploader = createUploader('BOOK-HC-20X20', () => true);
  const opening = uploader.open();
  openDraft(undefined);
  await opening;
  return uploader;
}

beforeEach(() => {
  renditions = [];
  vi.clearAllMocks();
});

describe('createUploader', () => {
  it('keeps files picked before the draft is open and adds them once it is', async () => {
    inspectPhoto.mockResolvedValue({ ok: false, reason: 'corrupt' });
    const { createUploader } = await import('./uploader-store');
    const uploader = createUploader('BOOK-HC-20X20', () => true);
    const opening = uploader.open();
    uploader.add([jpeg('early.jpg')]);
    expect(uploader.state.items).toHaveLength(0);

    openDraft(undefined);
    await opening;
    await vi.waitFor(() => expect(uploader.state.items.map((i) => i.name)).toEqual(['early.jpg']));
    await vi.waitFor(() =>
      expect(cache.addPickedMany).toHaveBeenCalledWith([
        expect.objectContaining({ draftId: uploader.state.draft?.id }),
      ]),
    );
  });

  it('asks for every header in the task of the pick, then keeps the files ten at a time', async () => {
    inspectPhoto.mockImplementation(() => new Promise(() => {}));
    const uploader = await openUploader();
    const picked = Array.from({ length: 25 }, (_, i) => jpeg(`p${i}.jpg`));
    uploader.add(picked);
    expect(inspectPhoto).toHaveBeenCalledTimes(25);
    expect(cache.addPickedMany).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(cache.addPickedMany).toHaveBeenCalledTimes(3));
    const chunks = cache.addPickedMany.mock.calls.map(([chunk]) => chunk as { id: string; file: File }[]);
    expect(chunks.map((c) => c.length)).toEqual([10, 10, 5]);
    expect(chunks.flat().map((p) => p.file.name)).toEqual(picked.map((f) => f.name));
    expect(chunks.flat().map((p) => p.id)).toEqual(uploader.state.items.map((i) => i.key));
    inspectPhoto.mockReset();
  });

  it('waits for a photo to be kept before its upload starts', async () => {
    let keep: () => void = () => {};
    cache.addPickedMany.mockImplementationOnce((picked: unknown[]) =>
      picked.map(() => new Promise<void>((resolve) => (keep = resolve))),
    );
    inspectPhoto.mockResolvedValueOnce(header('kept'));
    const uploader = await openUploader();
    uploader.add([jpeg('kept.jpg')]);
    await vi.waitFor(() => expect(uploader.state.photos).toHaveLength(1));
    expect(cache.addOriginal).not.toHaveBeenCalled();
    expect(queue.enqueue).not.toHaveBeenCalled();
    keep();
    await vi.waitFor(() => expect(queue.enqueue).toHaveBeenCalledTimes(1));
    expect(cache.addOriginal).toHaveBeenCalledTimes(1);
    // Its record took the picked file's place, under the same id: no write is left to forget it.
    expect(cache.removePicked).not.toHaveBeenCalled();
  });

  it('puts a photo in the book from its header, uploads it, and makes its renditions after', async () => {
    inspectPhoto.mockResolvedValueOnce(header('a')).mockResolvedValueOnce(header('b'));
    const uploader = await openUploader();
    uploader.add([jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(uploader.state.reading).toBe(2);

    await vi.waitFor(() => expect(uploader.state.reading).toBe(0));
    // In the book before any rendition is made: nothing waits for decoding.
    expect(uploader.state.photos.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(uploader.state.photos[0]?.renditions).toEqual([]);
    expect(uploader.state.items.map((i) => i.state)).toEqual(['preparing', 'preparing']);
    await vi.waitFor(() => expect(queue.enqueue).toHaveBeenCalledTimes(2));
    expect(cache.addOriginal).toHaveBeenCalledTimes(2);

    await vi.waitFor(() => expect(renditions).toHaveLength(4));
    expect(uploader.previewLevel(uploader.state.photos[0]?.id ?? '')).toBe(0);
    for (const r of renditions.filter((r) => r.size === 'thumb')) r.done();
    await vi.waitFor(() => expect(uploader.state.previews).toBe(2));
    expect(uploader.previewLevel(uploader.state.photos[0]?.id ?? '')).toBe(2);
    expect(uploader.state.items.map((i) => i.state)).toEqual(['preparing', 'preparing']);
    for (const r of renditions.filter((r) => r.size === 'screen')) r.done();
    await vi.waitFor(() => expect(uploader.state.items.map((i) => i.state)).toEqual(['ready', 'ready']));
    // The whole original is hashed in the background, after it went in the book.
    expect(hashPhoto).toHaveBeenCalledTimes(2);
    await vi.waitFor(() =>
      expect(uploader.state.photos.map((p) => p.sha256)).toEqual(
        uploader.state.photos.map((p) => `sha-of-${p.id}`),
      ),
    );
  });

  it('takes a photo that cannot be decoded after all out of the book, refused as damaged', async () => {
    inspectPhoto.mockResolvedValueOnce(header('c'));
    const uploader = await openUploader();
    uploader.add([jpeg('c.jpg')]);
    await vi.waitFor(() => expect(renditions).toHaveLength(2));
    const id = uploader.state.photos[0]?.id;
    renditions[0]?.fail();
    await vi.waitFor(() => expect(uploader.state.items[0]?.state).toBe('rejected'));
    expect(uploader.state.items[0]?.reason).toBe('corrupt');
    expect(uploader.state.photos).toEqual([]);
    expect(queue.skip).toHaveBeenCalledWith(id);
    expect(cache.remove).toHaveBeenCalledWith(id);
  });

  it('holds a photo whose content is already in the set until the customer chooses', async () => {
    inspectPhoto.mockResolvedValueOnce(header('same')).mockResolvedValueOnce(header('same'));
    const uploader = await openUploader();
    uploader.add([jpeg('one.jpg'), jpeg('two.jpg')]);
    await vi.waitFor(() => expect(uploader.state.reading).toBe(0));
    expect(uploader.state.items.map((i) => i.state)).toEqual(['preparing', 'duplicate']);
    uploader.keepDuplicates();
    expect(uploader.state.photos.map((p) => p.name)).toEqual(['one.jpg', 'two.jpg']);
  });

  it('favours the photos of the first spread: their renditions move ahead of the others', async () => {
    inspectPhoto.mockResolvedValueOnce(header('p')).mockResolvedValueOnce(header('q'));
    const uploader = await openUploader();
    uploader.add([jpeg('p.jpg'), jpeg('q.jpg')]);
    await vi.waitFor(() => expect(renditions).toHaveLength(4));
    const [p, q] = uploader.state.photos.map((photo) => photo.id);
    const boost = (id: string | undefined, size: string) =>
      renditions.find((r) => r.id === id && r.size === size)?.boost();
    expect(boost(p, 'thumb')).toBe(0);
    // The boost is asked when a worker is free, so spreads shown later still move their photos up.
    uploader.prioritize([[q ?? ''], [p ?? '']]);
    expect(boost(q, 'thumb')).toBeLessThan(boost(p, 'thumb') ?? 0);
    expect(boost(p, 'thumb')).toBeLessThan(0);
  });

  it('uploads the photos of a draft without a print id, and with the print id once it is a print', async () => {
    inspectPhoto.mockResolvedValueOnce(header('r'));
    const uploader = await openUploader();
    uploader.add([jpeg('r.jpg')]);
    await vi.waitFor(() => expect(queue.enqueue).toHaveBeenCalledTimes(1));
    expect(queue.enqueue.mock.calls[0]?.[2]).toBeNull();
    await uploader.markPrinted('print-7');
    await uploader.retrySession();
    expect(queue.enqueue.mock.calls[1]?.[2]).toBe('print-7');
  });
});
