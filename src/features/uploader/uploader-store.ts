import { proxy } from 'valtio';
import { frameBatcher, handOff, uploaderPolicy, writeBatcher } from '../../photos/intake';
import { imagePool, photoCache, uploadQueue } from '../../photos/photos';
import { firstSpreadGate } from './first-spread-gate';
import { add, keepDuplicates, open, skipDuplicates } from './uploader-draft';
import { ensureSession, type UploaderContext } from './uploader-intake';
import type { UploaderState } from './uploader-types';

export type { PickedItem, UploaderState } from './uploader-types';

/** Headers still to read above which the page waits between updates (see readingGapMs). */
const HEADERS_FOR_GAP = 8;

/**
 * How long the page waits between updates while `reading` headers are left: nothing on it
 * changes per header (the book is laid out once all are read), and each update re-renders every
 * photo of the set. Long while many are left, short near the end, since the last header's update
 * is what lays the book out (a header takes about 13 ms at 4x throttle: a quarter of that per
 * header left, 400 ms at the most).
 */
export function readingGapMs(reading: number): number {
  return reading > HEADERS_FOR_GAP ? Math.min(400, reading * 4) : 0;
}

/** The mark the editor makes once its first spread is on screen (bench/intake.ts reads it too). */
const EDITOR_FIRST_SPREAD_MARK = 'bindery:first-spread';

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
    firstSpreadDrawn: false,
  });
  const firstSpread = firstSpreadGate();
  firstSpread.onOpen(() => {
    state.firstSpreadDrawn = true;
  });
  const ctx: UploaderContext = {
    productCode,
    hasSession,
    state,
    policy: uploaderPolicy(() => state.draft?.printId ?? null),
    held: new Map(),
    exifPreviews: new Map(),
    thumbs: new Map(),
    keys: new Set(),
    // Batches a few a second while many headers are still to read, so their re-renders do not
    // hold the rest back; once a frame after (the first spread's pictures come then).
    later: frameBatcher(() => readingGapMs(state.reading)),
    keepRecord: writeBatcher((entries) => photoCache.addOriginals(entries)),
    session: null,
    opened: null,
    firstSpread,
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
    /**
     * These photos are on screen, spread by spread: their renditions jump the queue, the first
     * spread's small pictures before everything else.
     */
    prioritize: (spreads: readonly (readonly string[])[]) => {
      ctx.policy.prioritize(spreads);
      imagePool().rankAgain();
    },
    /** The first spread is drawn, or nothing is left to wait for it: the held steps go on. */
    firstSpreadDrawn: () => firstSpread.open(),
    /** "Continue" was tapped: the held steps go on once the editor has drawn its first spread. */
    leaving: () => firstSpread.openAtMark(EDITOR_FIRST_SPREAD_MARK),
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
  const picture = ctx.thumbs.get(photoId) ?? ctx.exifPreviews.get(photoId);
  if (picture) return picture;
  return photoCache.rendition(photoId, 'thumb').catch(() => undefined);
}

/** 2 once the small rendition is made (or was before a reload), 1 with an EXIF thumbnail, else 0. */
function previewLevel(ctx: UploaderContext, photoId: string): number {
  if (ctx.thumbs.has(photoId)) return 2;
  if (ctx.exifPreviews.has(photoId)) return 1;
  return ctx.state.photos.find((p) => p.id === photoId)?.renditions.includes('thumb') ? 2 : 0;
}
