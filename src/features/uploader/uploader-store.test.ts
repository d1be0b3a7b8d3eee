import { describe, expect, it, vi } from 'vitest';

/** The photo cache opens this product's draft only when the test says so. */
let openDraft: (value: undefined) => void = () => {};
const cache = {
  draft: vi.fn(() => new Promise<undefined>((resolve) => (openDraft = resolve))),
  saveDraft: vi.fn(async () => {}),
  list: vi.fn(async () => []),
  listPicked: vi.fn(async () => []),
  addPicked: vi.fn(async () => {}),
  removePicked: vi.fn(async () => {}),
};
vi.mock('../../photos/photos', () => ({
  photoCache: cache,
  uploadQueue: () => ({ restore: async () => {} }),
}));
vi.mock('../../photos/prepare', () => ({
  preparePhoto: vi.fn(async () => ({ ok: false, reason: 'corrupt' })),
  keepPhoto: vi.fn(),
}));
vi.mock('../../auth/guest', () => ({ continueAsGuest: vi.fn(async () => true) }));

describe('createUploader', () => {
  it('keeps files picked before the draft is open and adds them once it is', async () => {
    const { createUploader } = await import('./uploader-store');
    const uploader = createUploader('BOOK-HC-20X20', () => true);
    const opening = uploader.open();
    uploader.add([new File(['x'], 'early.jpg', { type: 'image/jpeg' })]);
    expect(uploader.state.items).toHaveLength(0);

    openDraft(undefined);
    await opening;
    await vi.waitFor(() => expect(uploader.state.items.map((i) => i.name)).toEqual(['early.jpg']));
    expect(cache.addPicked).toHaveBeenCalledWith(
      expect.objectContaining({ draftId: uploader.state.draft?.id }),
    );
  });
});
