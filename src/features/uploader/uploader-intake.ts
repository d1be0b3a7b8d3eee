import { ref } from 'valtio';
import type { InspectResult } from '../../../workers/image-client';
import { continueAsGuest } from '../../auth/guest';
import {
  dedupeKey,
  type HeaderFacts,
  handOff,
  isDuplicate,
  localPhotoFrom,
  markFirstHeader,
  readHeader,
  type Batch,
  type UploaderPolicy,
} from '../../photos/intake';
import { dropExifPreview, keepExifPreview } from '../../photos/exif-previews';
import { prepareRenditions } from '../../photos/intake/renditions';
import { photoCache, uploadQueue } from '../../photos/photos';
import { hashPhoto, inspectPhoto } from '../../photos/prepare';
import type { LocalPhoto } from '../../photos/types';
import type { PickedItem, UploaderState } from './uploader-types';
import { FIRST_LAYOUT_PHOTOS } from './use-layout';

/** A duplicate waiting until the visitor skips or keeps it. */
export interface Held {
  file: File;
  image: HeaderFacts;
  kept: Promise<void>;
}

/** What one uploader holds besides its state; the steps below share it. */
export interface UploaderContext {
  productCode: string;
  hasSession: () => boolean;
  state: UploaderState;
  /** The uploader's intake policy: the first spread's renditions first, uploads with the print id. */
  policy: UploaderPolicy;
  held: Map<string, Held>;
  /** Small renditions made in this visit, shown from memory (the database may be busy). */
  thumbs: Map<string, Blob>;
  /** The dedupe keys of the photos in the set. */
  keys: Set<string>;
  /** Runs a state change in the next batch (see frameBatcher). */
  later: Batch;
  /**
   * Headers asked of the image workers and not answered yet. The last answer is shown without
   * waiting for the batch gap, and so are those the book's first layout waits for.
   */
  asking: number;
  session: Promise<boolean> | null;
  opened: Promise<void> | null;
}

export function ensureSession(ctx: UploaderContext): Promise<boolean> {
  if (ctx.hasSession()) return Promise.resolve(true);
  ctx.session ??= continueAsGuest(window.location.href).then((ok) => {
    if (!ok) ctx.session = null;
    ctx.state.sessionFailed = !ok;
    return ok;
  });
  return ctx.session;
}

/** The upload step, once there is a session (a guest one if need be). */
export async function upload(ctx: UploaderContext, photo: LocalPhoto, original: Blob): Promise<void> {
  if (await ensureSession(ctx)) handOff(uploadQueue(), photo, original, ctx.policy.printId());
}

/** Takes a photo out of the set after all (it could not be decoded): refused, not uploaded. */
function refuse(ctx: UploaderContext, item: PickedItem, photoId: string) {
  if (item.state === 'rejected') return;
  Object.assign(item, { state: 'rejected', reason: 'corrupt', photoId: null });
  ctx.state.photos = ctx.state.photos.filter((p) => p.id !== photoId);
  uploadQueue().skip(photoId);
  dropExifPreview(photoId);
  void photoCache.remove(photoId);
}

/** The prepare step: the photo's missing renditions, boosted by the policy, each stored after `stored`. */
export function makeRenditions(
  ctx: UploaderContext,
  item: PickedItem,
  photo: LocalPhoto,
  original: Blob,
  stored: Promise<void>,
): void {
  prepareRenditions(photo, original, {
    boost: (size) => ctx.policy.boost(photo.id, size),
    stored,
    onThumb: (blob) =>
      ctx.later(() => {
        if (item.state === 'rejected') return;
        dropExifPreview(photo.id);
        ctx.thumbs.set(photo.id, blob);
        item.preview += 1;
        ctx.state.previews += 1;
      }),
    onReady: () =>
      ctx.later(() => {
        if (item.state === 'preparing') item.state = 'ready';
      }),
    onFailed: (err) => {
      console.warn('a photo could not be decoded', err);
      refuse(ctx, item, photo.id);
    },
  });
}

/** Last in the pool's queue; a photo that cannot be hashed still goes in the book, without one. */
function hashLater(ctx: UploaderContext, photoId: string, original: Blob) {
  void hashPhoto(photoId, original).then(
    (hashed) =>
      hashed &&
      ctx.later(() => {
        const shown = ctx.state.photos.find((p) => p.id === photoId);
        if (shown) shown.sha256 = hashed.sha256;
      }),
    (err: unknown) => console.warn('hashing a photo failed', err),
  );
}

/**
 * A photo joins the book as soon as its header is read. Its record is saved once the picked
 * copy is (so a reload finds it in one place or the other), then it uploads and its renditions
 * are made.
 */
export function accept(
  ctx: UploaderContext,
  item: PickedItem,
  file: File,
  image: HeaderFacts,
  kept: Promise<void>,
) {
  const draft = ctx.state.draft;
  if (!draft) return;
  const photo = localPhotoFrom(file, image, { id: item.key, draftId: draft.id, addedAt: Date.now() }, []);
  ctx.state.photos.push(photo);
  ctx.keys.add(dedupeKey(image));
  Object.assign(item, { state: 'preparing', photoId: photo.id });
  // The photo's record takes the picked file's place under the same id, and its original is the
  // one kept at the pick: nothing of the picked file is left to forget.
  const stored = (async () => {
    await kept;
    await photoCache.addOriginal(photo, file);
  })();
  // Renditions are made at once, from the file in hand; the database only has to keep them.
  makeRenditions(ctx, item, photo, file, stored);
  stored.then(
    () => {
      void upload(ctx, photo, file);
      hashLater(ctx, photo.id, file);
    },
    (err: unknown) => {
      console.warn('keeping a photo failed', err);
      refuse(ctx, item, photo.id);
    },
  );
}

/** The header and dedupe steps: takes a read header into the set, or holds it as a duplicate. */
function inspected(
  ctx: UploaderContext,
  item: PickedItem,
  file: File,
  kept: Promise<void>,
  result: InspectResult,
) {
  const header = readHeader(result);
  if (!header.ok) {
    Object.assign(item, { state: 'rejected', reason: header.reason });
    void kept.then(() => photoCache.removePicked(item.key));
    return;
  }
  if (header.preview) {
    keepExifPreview(item.key, header.preview);
    item.preview += 1;
    ctx.state.previews += 1;
  }
  if (isDuplicate(dedupeKey(header.facts), ctx.keys, [])) {
    ctx.held.set(item.key, { file, image: ref(header.facts), kept });
    Object.assign(item, { state: 'duplicate' });
    return;
  }
  accept(ctx, item, file, header.facts, kept);
}

/** Lists a file as being read and reads its header in the image workers. */
export function queue(ctx: UploaderContext, id: string, file: File, kept: Promise<void> = Promise.resolve()) {
  const { state } = ctx;
  state.items.push({ key: id, name: file.name, state: 'reading', reason: null, photoId: null, preview: 0 });
  // The proxied item, so changes show.
  const item = state.items.at(-1) as PickedItem;
  state.reading += 1;
  ctx.asking += 1;
  const corrupt = () => Object.assign(item, { state: 'rejected', reason: 'corrupt' });
  const answered = (change: () => void) => {
    ctx.asking -= 1;
    const soon = ctx.asking === 0 || state.photos.length < FIRST_LAYOUT_PHOTOS;
    ctx.later(() => {
      try {
        change();
      } catch (err: unknown) {
        console.warn('reading a photo failed', err);
        corrupt();
      } finally {
        state.reading -= 1;
      }
    }, soon);
  };
  inspectPhoto(file).then(
    (result) => {
      markFirstHeader();
      answered(() => inspected(ctx, item, file, kept, result));
    },
    () => answered(corrupt),
  );
}
