import { proxy } from 'valtio';
import { exifPreview } from '../../photos/exif-previews';
import { frameBatcher, handOff, uploaderPolicy } from '../../photos/intake';
import { photoCache, uploadQueue } from '../../photos/photos';
import { freshRendition, renditionBeingMade } from '../../photos/prepare';
import { add, keepDuplicates, open, skipDuplicates } from './uploader-draft';
import { ensureSession, type UploaderContext } from './uploader-intake';
import type { UploaderState } from './uploader-types';

export type { PickedItem, UploaderState } from './uploader-types';

/**
 * The uploader's intake for one product, metadata first: each picked file is kept in IndexedDB
 * the moment it is picked, its header read in the image workers (size, orientation, capture time,
 * place, the fingerprint it is deduplicated by, the camera's EXIF thumbnail), and it joins the book
 * at once. Renditions are decoded at the size they need afterwards, small ones first, and uploads
 * start as soon as a photo's record is saved, with a session (a guest one if need be). Nothing
 * waits for every photo. The steps are the photo intake's (src/photos/intake), with the uploader's
 * policy: the first spread's pictures before anything else.
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
  const ctx: UploaderContext = {
    productCode,
    hasSession,
    state,
    policy: uploaderPolicy(() => state.draft?.printId ?? null),
    held: new Map(),
    thumbs: new Map(),
    keys: new Set(),
    later: frameBatcher(),
    asking: 0,
    session: null,
    opened: null,
  };
  return {
    state,
    open: () => open(ctx),
    /** Adds picked files: their headers are asked for at once, each is kept in IndexedDB, then prepared. */
    add: (picked: readonly File[]) => add(ctx, picked),
    skipDuplicates: () => skipDuplicates(ctx),
    keepDuplicates: () => keepDuplicates(ctx),
    retrySession: () => retrySession(ctx),
    markPrinted: (printId: string) => markPrinted(ctx, printId),
    ensureSession: () => ensureSession(ctx),
    previewOf: (photoId: string) => previewOf(ctx, photoId),
    previewLevel: (photoId: string) => previewLevel(ctx, photoId),
    /** The photo's small rendition is being made in this tab, or just made (not shown yet). */
    pictureComing: (photoId: string) =>
      renditionBeingMade(photoId, 'thumb') !== undefined || freshRendition(photoId, 'thumb') !== undefined,
    /**
     * These photos are on screen, spread by spread: their renditions jump the queue, the first
     * spread's small pictures before everything else.
     */
    prioritize: (spreads: readonly (readonly string[])[]) => ctx.policy.prioritize(spreads),
  };
}
export type Uploader = ReturnType<typeof createUploader>;

async function retrySession(ctx: UploaderContext) {
  if (!(await ensureSession(ctx))) return;
  for (const photo of ctx.state.photos) {
    const original = await photoCache.original(photo.id);
    if (original) handOff(uploadQueue(), photo, original, ctx.policy.printId());
  }
}

/** The draft became this print: uploads carry its id from now on, and the draft is closed. */
async function markPrinted(ctx: UploaderContext, printId: string) {
  if (!ctx.state.draft) return;
  ctx.state.draft = { ...ctx.state.draft, printId };
  uploadQueue().setPrintId(printId);
  await photoCache.saveDraft(ctx.state.draft);
}

/** The best picture of a photo so far: its small rendition, else the camera's EXIF thumbnail. */
async function previewOf(ctx: UploaderContext, photoId: string): Promise<Blob | undefined> {
  const picture = ctx.thumbs.get(photoId) ?? exifPreview(photoId);
  if (picture) return picture;
  return photoCache.rendition(photoId, 'thumb').catch(() => undefined);
}

/** 2 once the small rendition is made (or was before a reload), 1 with an EXIF thumbnail, else 0. */
function previewLevel(ctx: UploaderContext, photoId: string): number {
  if (ctx.thumbs.has(photoId)) return 2;
  if (exifPreview(photoId)) return 1;
  return ctx.state.photos.find((p) => p.id === photoId)?.renditions.includes('thumb') ? 2 : 0;
}
