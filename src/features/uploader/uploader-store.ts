import { proxy, ref } from 'valtio';
import type { ProcessedImage } from '../../../workers/image-client';
import type { RejectReason } from '../../../workers/image-limits';
import { continueAsGuest } from '../../auth/guest';
import { duplicateOf } from '../../photos/intake';
import { photoCache, uploadQueue } from '../../photos/photos';
import { keepPhoto, preparePhoto } from '../../photos/prepare';
import type { Draft, LocalPhoto } from '../../photos/types';

/** One picked file as the uploader lists it. */
export interface PickedItem {
  key: string;
  name: string;
  state: 'preparing' | 'accepted' | 'rejected' | 'duplicate';
  reason: RejectReason | null;
  photoId: string | null;
}

export interface UploaderState {
  draft: Draft | null;
  items: PickedItem[];
  /** Accepted photos, in the order picked: what the book is laid out from. */
  photos: LocalPhoto[];
  sessionFailed: boolean;
}

/**
 * The uploader's intake for one product: each picked file is checked and prepared in the image
 * worker, saved to the photo cache at once, laid out, and handed to the upload queue once there is
 * a session (a guest one if need be).
 */
export function createUploader(productCode: string, hasSession: () => boolean) {
  const state = proxy<UploaderState>({ draft: null, items: [], photos: [], sessionFailed: false });
  /** Duplicates wait here until the visitor skips or keeps them. */
  const held = new Map<string, { file: File; image: ProcessedImage }>();
  let session: Promise<boolean> | null = null;
  let chain: Promise<void> = Promise.resolve();
  let opened: Promise<void> | null = null;

  const ensureSession = (): Promise<boolean> => {
    if (hasSession()) return Promise.resolve(true);
    session ??= continueAsGuest(window.location.href).then((ok) => {
      if (!ok) session = null;
      state.sessionFailed = !ok;
      return ok;
    });
    return session;
  };

  const upload = async (photo: LocalPhoto, original: Blob) => {
    if (await ensureSession()) uploadQueue().enqueue(photo, original, state.draft?.printId ?? null);
  };

  /** Opens this product's unfinished draft (photos picked before a reload) or starts a new one. */
  function open(): Promise<void> {
    opened ??= openDraft();
    return opened;
  }

  async function openDraft() {
    const existing = await photoCache.draft(productCode);
    const draft =
      existing && existing.printId === null
        ? existing
        : { id: crypto.randomUUID(), productCode, createdAt: Date.now(), printId: null };
    if (draft !== existing) await photoCache.saveDraft(draft);
    state.draft = draft;
    const photos = await photoCache.list(draft.id);
    state.photos = photos;
    state.items = photos.map((p) => ({
      key: p.id,
      name: p.name,
      state: 'accepted',
      reason: null,
      photoId: p.id,
    }));
    if (hasSession()) await uploadQueue().restore();
    // Files picked but not yet prepared when the page went away are prepared now.
    for (const picked of await photoCache.listPicked(draft.id)) queue(picked.id, picked.file);
  }

  async function accept(item: PickedItem, file: File, image: ProcessedImage) {
    const draft = state.draft;
    if (!draft) return;
    const photo = await keepPhoto(file, image, { id: item.key, draftId: draft.id, addedAt: Date.now() });
    await photoCache.removePicked(item.key);
    state.photos.push(photo);
    Object.assign(item, { state: 'accepted', photoId: photo.id });
    void upload(photo, file);
  }

  async function prepare(item: PickedItem, file: File) {
    const result = await preparePhoto(file);
    if (!result.ok) {
      Object.assign(item, { state: 'rejected', reason: result.reason });
      await photoCache.removePicked(item.key);
      return;
    }
    const seen = [...state.photos, ...[...held.values()].map((h) => ({ id: '', sha256: h.image.sha256 }))];
    if (duplicateOf(result.image.sha256, seen) !== null) {
      held.set(item.key, { file, image: ref(result.image) });
      Object.assign(item, { state: 'duplicate' });
      return;
    }
    await accept(item, file, result.image);
  }

  /** Lists a file as preparing and prepares it in turn (one worker thread; phones have few cores). */
  function queue(id: string, file: File, kept: Promise<void> = Promise.resolve()) {
    state.items.push({ key: id, name: file.name, state: 'preparing', reason: null, photoId: null });
    // The proxied item, so changes show.
    const item = state.items.at(-1) as PickedItem;
    chain = chain
      .then(() => kept)
      .then(() => prepare(item, file))
      .catch((err: unknown) => {
        console.warn('preparing a photo failed', err);
        Object.assign(item, { state: 'rejected', reason: 'corrupt' });
      });
  }

  /** Adds picked files: each is kept in IndexedDB at once, then checked and prepared. */
  function add(files: readonly File[]) {
    const draft = state.draft;
    if (files.length === 0) return;
    if (!draft) {
      // Picked before this product's draft was open (a slow device): add them once it is.
      open().then(
        () => add(files),
        (err: unknown) => console.warn('the photo cache could not be opened', err),
      );
      return;
    }
    void ensureSession();
    for (const file of files) {
      const id = crypto.randomUUID();
      queue(id, file, photoCache.addPicked({ id, draftId: draft.id, addedAt: Date.now(), file }));
    }
  }

  function skipDuplicates() {
    for (const key of held.keys()) void photoCache.removePicked(key);
    held.clear();
    state.items = state.items.filter((i) => i.state !== 'duplicate');
  }

  async function keepDuplicates() {
    for (const item of state.items.filter((i) => i.state === 'duplicate')) {
      const entry = held.get(item.key);
      held.delete(item.key);
      if (entry) await accept(item, entry.file, entry.image);
    }
  }

  async function retrySession() {
    if (!(await ensureSession())) return;
    for (const photo of state.photos) {
      const original = await photoCache.original(photo.id);
      if (original) uploadQueue().enqueue(photo, original, state.draft?.printId ?? null);
    }
  }

  async function markPrinted(printId: string) {
    if (!state.draft) return;
    state.draft = { ...state.draft, printId };
    await photoCache.saveDraft(state.draft);
    uploadQueue().setPrintId(printId);
  }

  return { state, open, add, skipDuplicates, keepDuplicates, retrySession, markPrinted, ensureSession };
}
export type Uploader = ReturnType<typeof createUploader>;
