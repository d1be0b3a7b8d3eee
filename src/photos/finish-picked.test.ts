// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { InspectResult } from '../../workers/image-client';
import { finishPrintedPicks } from './finish-picked';
import { createPhotoLibrary } from './library';
import type { LocalPhoto } from './types';

const file = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/jpeg', lastModified: 5 });
const header = (fingerprint: string): InspectResult => ({
  ok: true,
  image: {
    type: 'jpeg',
    mime: 'image/jpeg',
    width: 4032,
    height: 3024,
    bytes: 8,
    sha256: null,
    fingerprint,
    exif: { takenAt: '2026-07-03T16:42:10+02:00', orientation: 1, gps: null, camera: null },
    warnings: [],
    exifThumbnail: null,
  },
});

describe('finishPrintedPicks', () => {
  it("keeps and uploads, with the print's id, the files a reload left picked after their draft became a print", async () => {
    const library = createPhotoLibrary({ prefix: 'finish-1', estimate: async () => ({}) });
    const draft = { id: 'd1', productCode: 'BOOK', createdAt: 1, printId: 'print-1' };
    await library.saveDraft(draft);
    await library.saveDraft({ id: 'd2', productCode: 'CAL', createdAt: 1, printId: null });
    for (const [id, draftId] of [
      ['a', 'd1'],
      ['broken', 'd1'],
      ['still-a-draft', 'd2'],
    ] as const)
      await library.addPicked({ id, draftId, addedAt: 1, file: file(`${id}.jpg`) });
    const inspect = vi.fn(async (f: Blob) =>
      (f as File).name === 'broken.jpg' ? ({ ok: false, reason: 'corrupt' } as const) : header('fp'),
    );
    const enqueued: [LocalPhoto, string | null][] = [];
    const queue = {
      enqueue: (photo: LocalPhoto, _: Blob, printId: string | null) => enqueued.push([photo, printId]),
    };

    expect(await finishPrintedPicks({ library, inspect, queue })).toBe(1);

    expect(enqueued.map(([p, printId]) => [p.id, p.draftId, p.width, printId])).toEqual([
      ['a', 'd1', 4032, 'print-1'],
    ]);
    // Kept as a photo under its picked id, waiting for its upload (a later reload resumes it).
    expect((await library.pending()).map((p) => p.id)).toEqual(['a']);
    expect((await library.original('a'))?.size).toBe(8);
    // A file that no longer reads is forgotten; a draft's picked files are its uploader's.
    expect(await library.original('broken')).toBeUndefined();
    expect((await library.listPicked('d2')).map((p) => p.id)).toEqual(['still-a-draft']);
    expect(await library.printedPicked()).toEqual([]);
    expect(await finishPrintedPicks({ library, inspect, queue })).toBe(0);
  });
});
