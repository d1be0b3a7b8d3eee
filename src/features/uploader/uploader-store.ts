import { proxy, ref } from 'valtio';
import type { InspectedImage, InspectResult } from '../../../workers/image-client';
import type { RejectReason } from '../../../workers/image-limits';
import { continueAsGuest } from '../../auth/guest';
import { localPhotoFrom } from '../../photos/intake';
import { photoCache, uploadQueue } from '../../photos/photos';
import { hashPhoto, inspectPhoto, makeRendition } from '../../photos/prepare';
import type { PickedFile } from '../../photos/library';
import type { Draft, LocalPhoto, RenditionSize } from '../../photos/types';

/** What the header told of a photo. */
type HeaderFacts = Omit<InspectedImage, 'exifThumbnail'>;

/**
 * One picked file as the uploader shows it: `reading` until its header is read, `preparing`
 * while its renditions are made (it is in the book already), then `ready`.
 */
export interface PickedItem {
  key: string;
  name: string;
  state: 'reading' | 'preparing' | 'ready' | 'rejected' | 'duplicate';
  reason: RejectReason | null;
  photoId: string | null;
  /** Bumps when a better picture of the photo is there (EXIF thumbnail, then the small rendition). */
  preview: number;
}

export interface UploaderState {
  draft: Draft | null;
  items: PickedItem[];
  /** Accepted photos, in the order picked: what the book is laid out from. */
  photos: LocalPhoto[];
  /** Files whose header is still being read; the book is laid out once there are none. */
  reading: number;
  /** Bumps with every new preview, so the layout repaints spreads that were waiting for one. */
  previews: number;
  sessionFailed: boolean;
}

/**
 * How far the renditions of photos on the first spreads move up the image pool's queue (see
 * PRIORITY): their small ones, then their screen ones, both before any other photo's, since the
 * editor may open on those spreads while the rest are still being made. The small pictures of the
 * very first spread go before the remaining headers: that spread is what the customer waits for.
 */
const URGENT_BOOST: Record<RenditionSize, number> = { thumb: -0.7, screen: -1.4 };
const FIRST_SPREAD_BOOST: Record<RenditionSize, number> = { thumb: -2.5, screen: -1.4 };

/**
 * Runs state changes once per animation frame, together: headers come back tens a second, and
 * each change on its own would re-render the page and its grid once per photo.
 */
function frameBatcher() {
  let pending: (() => void)[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const run = pending;
    pending = [];
    for (const change of run) change();
  };
  return (change: () => void) => {
    pending.push(change);
    if (scheduled) return;
    scheduled = true;
    if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden')
      requestAnimationFrame(flush);
    else setTimeout(flush, 16);
  };
}

/** Marks the moment photos were picked, the start of the intake's figures (bench/intake.ts). */
const markPicked = () => {
  if (
    typeof performance !== 'undefined' &&
    performance.getEntriesByName('bindery:photos-picked').length === 0
  )
    performance.mark('bindery:photos-picked');
};

/** Picked files kept in one task (see keepInChunks). */
const KEEP_CHUNK = 10;

/** A promise settled from outside: a picked file's "kept", settled once its chunk is kept. */
interface Later {
  promise: Promise<void>;
  resolve(): void;
  reject(err: unknown): void;
}
function settleLater(): Later {
  let resolve: () => void = () => {};
  let reject: (err: unknown) => void = () => {};
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Marks the first header read (bench/intake.ts's profile splits the wait for the first spread there). */
const markFirstHeader = () => {
  if (typeof performance !== 'undefined' && performance.getEntriesByName('bindery:first-header').length === 0)
    performance.mark('bindery:first-header');
};

/**
 * The uploader's intake for one product, metadata first: each picked file is kept in IndexedDB
 * the moment it is picked, its header read in the image workers (size, orientation, capture time,
 * place, content hash, the camera's EXIF thumbnail), and it joins the book at once. Renditions are
 * decoded at the size they need afterwards, small ones first, and uploads start as soon as a
 * photo's record is saved, with a session (a guest one if need be). Nothing waits for every photo.
 */
export function createUploader(productCode: string, hasSession: () => boolean) {
  const state = proxy<UploaderState>({
    draft: null,
    items: [],
    photos: [],
    reading: 0,
    previews: 0,
    sessionFailed: false,
  });
  /** Duplicates wait here until the visitor skips or keeps them. */
  const held = new Map<string, { file: File; image: HeaderFacts; kept: Promise<void> }>();
  /** EXIF thumbnails, shown until the photo's own small rendition is made; never stored. */
  const exifPreviews = new Map<string, Blob>();
  /** Small renditions made in this visit, shown from memory (the database may be busy). */
  const thumbs = new Map<string, Blob>();
  /** Photos whose renditions should go first (on the spreads and tiles shown first). */
  const urgent = new Set<string>();
  /** Photos on the first spread: their small pictures go before anything else. */
  const first = new Set<string>();
  /** Fingerprints of the photos in the set and of those held as duplicates. */
  const fingerprints = new Set<string>();
  const later = frameBatcher();
  let session: Promise<boolean> | null = null;
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

  const itemOf = (key: string) => state.items.find((i) => i.key === key);

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
    const photos = await photoCache.list(draft.id);
    // The draft shows as open only now: files picked while its photos were being listed were
    // added to the list and then overwritten by it (the grid stayed empty); they wait for open().
    state.draft = draft;
    state.photos = photos;
    for (const p of photos) if (p.fingerprint) fingerprints.add(p.fingerprint);
    state.items = photos.map((p) => ({
      key: p.id,
      name: p.name,
      state: p.renditions.length === 2 ? 'ready' : 'preparing',
      reason: null,
      photoId: p.id,
      preview: 0,
    }));
    if (hasSession()) await uploadQueue().restore(photos);
    // Renditions a reload cut short are made now, from the kept original.
    for (const photo of photos) {
      if (photo.renditions.length === 2) continue;
      const item = itemOf(photo.id);
      void photoCache.original(photo.id).then((original) => {
        if (item && original) prepareRenditions(item, photo, original, Promise.resolve());
      });
    }
    // Files picked but not yet read when the page went away are read now.
    for (const picked of await photoCache.listPicked(draft.id)) queue(picked.id, picked.file);
  }

  /** Takes a photo out of the set after all (it could not be decoded): refused, not uploaded. */
  function refuse(item: PickedItem, photoId: string) {
    if (item.state === 'rejected') return;
    Object.assign(item, { state: 'rejected', reason: 'corrupt', photoId: null });
    state.photos = state.photos.filter((p) => p.id !== photoId);
    uploadQueue().skip(photoId);
    void photoCache.remove(photoId);
  }

  /** Makes the photo's missing renditions; each is stored once its record is (`stored`). */
  function prepareRenditions(item: PickedItem, photo: LocalPhoto, original: Blob, stored: Promise<void>) {
    const missing = (['thumb', 'screen'] as RenditionSize[]).filter((s) => !photo.renditions.includes(s));
    let left = missing.length;
    let failed = false;
    if (left === 0) {
      item.state = 'ready';
      return;
    }
    const boost = (size: RenditionSize) => () =>
      first.has(photo.id) ? FIRST_SPREAD_BOOST[size] : urgent.has(photo.id) ? URGENT_BOOST[size] : 0;
    for (const size of missing) {
      const onMade = (blob: Blob) =>
        later(() => {
          if (size !== 'thumb' || item.state === 'rejected') return;
          exifPreviews.delete(photo.id);
          thumbs.set(photo.id, blob);
          item.preview += 1;
          state.previews += 1;
        });
      makeRendition(photo, original, size, { boost: boost(size), stored, onMade }).then(
        () =>
          later(() => {
            left -= 1;
            if (left === 0 && item.state === 'preparing') item.state = 'ready';
          }),
        (err: unknown) => {
          if (failed) return;
          failed = true;
          console.warn('a photo could not be decoded', err);
          refuse(item, photo.id);
        },
      );
    }
  }

  /**
   * A photo joins the book as soon as its header is read. Its record is saved once the picked
   * copy is (so a reload finds it in one place or the other), then it uploads and its renditions
   * are made.
   */
  function accept(item: PickedItem, file: File, image: HeaderFacts, kept: Promise<void>) {
    const draft = state.draft;
    if (!draft) return;
    const photo = localPhotoFrom(file, image, { id: item.key, draftId: draft.id, addedAt: Date.now() }, []);
    state.photos.push(photo);
    fingerprints.add(image.fingerprint);
    Object.assign(item, { state: 'preparing', photoId: photo.id });
    const stored = (async () => {
      await kept;
      await photoCache.addOriginal(photo, file);
      await photoCache.removePicked(item.key);
    })();
    // Renditions are made at once, from the file in hand; the database only has to keep them.
    prepareRenditions(item, photo, file, stored);
    stored.then(
      () => {
        void upload(photo, file);
        // Last in the pool's queue; a photo that cannot be hashed still goes in the book, without one.
        void hashPhoto(photo.id, file).then(
          (hashed) =>
            hashed &&
            later(() => {
              const shown = state.photos.find((p) => p.id === photo.id);
              if (shown) shown.sha256 = hashed.sha256;
            }),
          (err: unknown) => console.warn('hashing a photo failed', err),
        );
      },
      (err: unknown) => {
        console.warn('keeping a photo failed', err);
        refuse(item, photo.id);
      },
    );
  }

  /** Takes a read header into the set (in the frame's batch of changes, see frameBatcher). */
  function inspected(item: PickedItem, file: File, kept: Promise<void>, result: InspectResult) {
    if (!result.ok) {
      Object.assign(item, { state: 'rejected', reason: result.reason });
      void kept.then(() => photoCache.removePicked(item.key));
      return;
    }
    const { exifThumbnail, ...image } = result.image;
    if (exifThumbnail) {
      exifPreviews.set(item.key, exifThumbnail);
      item.preview += 1;
      state.previews += 1;
    }
    if (fingerprints.has(image.fingerprint)) {
      held.set(item.key, { file, image: ref(image), kept });
      Object.assign(item, { state: 'duplicate' });
      return;
    }
    accept(item, file, image, kept);
  }

  /** Lists a file as being read and reads its header in the image workers. */
  function queue(id: string, file: File, kept: Promise<void> = Promise.resolve()) {
    state.items.push({ key: id, name: file.name, state: 'reading', reason: null, photoId: null, preview: 0 });
    // The proxied item, so changes show.
    const item = state.items.at(-1) as PickedItem;
    state.reading += 1;
    inspectPhoto(file).then(
      (result) => {
        markFirstHeader();
        later(() => {
          try {
            inspected(item, file, kept, result);
          } catch (err: unknown) {
            console.warn('reading a photo failed', err);
            Object.assign(item, { state: 'rejected', reason: 'corrupt' });
          } finally {
            state.reading -= 1;
          }
        });
      },
      () =>
        later(() => {
          Object.assign(item, { state: 'rejected', reason: 'corrupt' });
          state.reading -= 1;
        }),
    );
  }

  /** Adds picked files: their headers are asked for at once, each is kept in IndexedDB, then prepared. */
  function add(picked: readonly File[]) {
    const draft = state.draft;
    if (picked.length === 0) return;
    markPicked();
    if (!draft) {
      // Picked before this product's draft was open (a slow device): add them once it is.
      open().then(
        () => add(picked),
        (err: unknown) => console.warn('the photo cache could not be opened', err),
      );
      return;
    }
    void ensureSession();
    // A millisecond apart, so a reload lists them in the order picked.
    const addedAt = Date.now();
    const entries = picked.map((file, i) => ({
      id: crypto.randomUUID(),
      draftId: draft.id,
      addedAt: addedAt + i,
      file,
    }));
    const kept = entries.map(() => settleLater());
    // Every header is asked for first, then the files are kept (see keepInChunks).
    for (const [i, entry] of entries.entries()) queue(entry.id, entry.file, (kept[i] as Later).promise);
    keepInChunks(entries, kept);
  }

  /**
   * Keeps picked files in the library, KEEP_CHUNK at a time, each chunk in a task of its own: kept
   * all in the task of the pick, a hundred photos held a throttled phone's main thread for over
   * half a second (reading a picked file's size, its storage estimate and its transaction each
   * took a millisecond or more), and the first headers the workers read waited for it to end.
   */
  function keepInChunks(entries: readonly PickedFile[], kept: readonly Later[], from = 0) {
    setTimeout(() => {
      const chunk = entries.slice(from, from + KEEP_CHUNK);
      for (const [i, done] of photoCache.addPickedMany(chunk).entries()) {
        const later = kept[from + i] as Later;
        done.then(later.resolve, later.reject);
      }
      if (from + KEEP_CHUNK < entries.length) keepInChunks(entries, kept, from + KEEP_CHUNK);
    }, 0);
  }

  function skipDuplicates() {
    for (const key of held.keys()) void photoCache.removePicked(key);
    held.clear();
    state.items = state.items.filter((i) => i.state !== 'duplicate');
  }

  function keepDuplicates() {
    for (const item of state.items.filter((i) => i.state === 'duplicate')) {
      const entry = held.get(item.key);
      held.delete(item.key);
      if (entry) accept(item, entry.file, entry.image, entry.kept);
    }
  }

  async function retrySession() {
    if (!(await ensureSession())) return;
    for (const photo of state.photos) {
      const original = await photoCache.original(photo.id);
      if (original) uploadQueue().enqueue(photo, original, state.draft?.printId ?? null);
    }
  }

  /** The draft became this print: uploads carry its id from now on, and the draft is closed. */
  async function markPrinted(printId: string) {
    if (!state.draft) return;
    state.draft = { ...state.draft, printId };
    uploadQueue().setPrintId(printId);
    await photoCache.saveDraft(state.draft);
  }

  /** The best picture of a photo so far: its small rendition, else the camera's EXIF thumbnail. */
  async function previewOf(photoId: string): Promise<Blob | undefined> {
    const picture = thumbs.get(photoId) ?? exifPreviews.get(photoId);
    if (picture) return picture;
    return photoCache.rendition(photoId, 'thumb').catch(() => undefined);
  }

  /** 2 once the small rendition is made (or was before a reload), 1 with an EXIF thumbnail, else 0. */
  function previewLevel(photoId: string): number {
    if (thumbs.has(photoId)) return 2;
    if (exifPreviews.has(photoId)) return 1;
    return state.photos.find((p) => p.id === photoId)?.renditions.includes('thumb') ? 2 : 0;
  }

  /**
   * These photos are on screen, spread by spread: their renditions jump the queue, the first
   * spread's small pictures before everything else.
   */
  function prioritize(spreads: readonly (readonly string[])[]) {
    first.clear();
    for (const id of spreads[0] ?? []) first.add(id);
    for (const id of spreads.flat()) urgent.add(id);
  }

  return {
    state,
    open,
    add,
    skipDuplicates,
    keepDuplicates,
    retrySession,
    markPrinted,
    ensureSession,
    previewOf,
    previewLevel,
    prioritize,
  };
}
export type Uploader = ReturnType<typeof createUploader>;
