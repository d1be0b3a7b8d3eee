import { callApi, FieldApiError } from '../../../api/client';
import { exifPreview } from '../../../photos/exif-previews';
import { takeOpeningPicture } from '../../../photos/opening-pictures';
import { photoCache } from '../../../photos/photos';
import { freshRendition, renditionBeingMade } from '../../../photos/prepare';
import './fonts';
import { whenInputQuiet } from '../../../ui/input-quiet';
import { renderClient } from '../render-client';

/** A photo id (the document's PhotoRef.id) to its server id; asked again for an id not yet known. */
const LIST_AGAIN_AFTER_MS = 5000;
let serverIds: Promise<Record<string, string>> | null = null;
let listedAt = 0;
function fetchServerIds(): Promise<Record<string, string>> {
  listedAt = Date.now();
  serverIds = callApi('GET /photo/list')
    // A refusal (signed out, say) is kept as an empty list until it is asked again; no answer at all
    // is asked again at once.
    .catch((err: unknown) => {
      if (err instanceof FieldApiError && err.status > 0) return { photos: [] };
      throw err;
    })
    .then((body) => {
      const out: Record<string, string> = {};
      for (const p of body.photos) if (p.clientId && p.status === 'ready') out[p.clientId] ??= p.id;
      return out;
    })
    .catch(() => {
      serverIds = null;
      return {};
    });
  return serverIds;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A photo uploaded (or finished on the server) after the list was read is found on a later ask. */
async function serverPhotoId(photoId: string): Promise<string | undefined> {
  const first = serverIds ?? fetchServerIds();
  const known = (await first)[photoId];
  if (known) return known;
  // A newer list is on its way (or came) meanwhile: that one answers.
  if (serverIds !== first) return (await (serverIds ?? fetchServerIds()))[photoId];
  if (Date.now() - listedAt < LIST_AGAIN_AFTER_MS) return undefined;
  return (await fetchServerIds())[photoId];
}

/**
 * A rendition just made in this tab, else the on-device cache's, else (when `wait`) the one this
 * tab is making, else the server's.
 */
async function renditionBlob(photoId: string, size: 'screen' | 'thumb', wait = true): Promise<Blob | null> {
  const fresh = freshRendition(photoId, size);
  if (fresh) return fresh;
  const local = await photoCache.rendition(photoId, size).catch(() => undefined);
  if (local) return local;
  const being = wait ? renditionBeingMade(photoId, size) : undefined;
  if (being) {
    const made = await being;
    if (made) return made;
  }
  // Not one of mine: someone who added it to a design I am in (a contributor) uploaded it, and the
  // server finds it by the id the document knows it by (a device id, itself a uuid).
  const serverId = (await serverPhotoId(photoId)) ?? (UUID.test(photoId) ? photoId : undefined);
  if (!serverId) return null;
  const res = await fetch(`/webapp/api/photo/${encodeURIComponent(serverId)}/${size}`, {
    credentials: 'same-origin',
  }).catch(() => null);
  return res?.ok ? res.blob() : null;
}

const listeners = new Set<() => void>();
/** Called whenever a photo has reached the render worker (thumbnails can show it now). */
export function onPhotoReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Width of the copy the render worker gets: the strip's thumbnails are 150 px wide spreads. */
const WORKER_WIDTH = 240;
const inWorker = new Set<string>();

/** A rendition's bytes are decoded in the worker itself; a bitmap on screen is scaled down here. */
async function sendToWorker(photoId: string, source: ImageBitmap | Blob) {
  const render = await renderClient();
  if (source instanceof Blob) {
    if (!(await render.setPicture(photoId, source, WORKER_WIDTH)))
      throw new Error('the picture cannot be decoded');
  } else {
    const small = await createImageBitmap(source, { resizeWidth: WORKER_WIDTH, resizeQuality: 'medium' });
    await render.setImage(photoId, small);
  }
  inWorker.add(photoId);
  tellReady();
}

/**
 * Screen bitmaps kept decoded, least recently used first. One is about 7 MB (1600 px), so a phone
 * browsing a whole book must not hold them all: a spread shows at most a dozen photos, and the
 * canvas asks again for one that was let go.
 */
export const SCREEN_BITMAPS_KEPT = 24;
const bitmaps = new Map<string, Promise<ImageBitmap | null>>();
const ready = new Map<string, ImageBitmap>();

function keep(photoId: string, bitmap: ImageBitmap) {
  ready.delete(photoId);
  ready.set(photoId, bitmap);
  for (const oldest of ready.keys()) {
    if (ready.size <= SCREEN_BITMAPS_KEPT) break;
    // Dropped, not closed: a preview being painted may still hold it; the collector frees it.
    ready.delete(oldest);
    bitmaps.delete(oldest);
  }
}

/** Photos whose screen rendition is still being made in this tab: they show as preparing. */
const preparing = new Set<string>();

/** True while the photo's screen copy is being made on this device (the canvas shows it preparing). */
export const isPreparing = (photoId: string): boolean => preparing.has(photoId);

const tellReady = () => {
  for (const listener of listeners) listener();
};

/**
 * Until a photo's screen copy is made, its small one, else the camera's EXIF thumbnail (or nothing:
 * a grey "preparing" box) stands in, so the spread shows every photo it can at once and each
 * sharpens as its copy comes.
 */
async function standIn(photoId: string) {
  const blob =
    freshRendition(photoId, 'thumb') ??
    exifPreview(photoId) ??
    (await renditionBlob(photoId, 'thumb', false));
  if (!blob || !preparing.has(photoId)) return;
  const bitmap = await createImageBitmap(blob).catch(() => null);
  if (!bitmap || !preparing.has(photoId) || ready.has(photoId)) return;
  ready.set(photoId, bitmap);
  tellReady();
}

async function screenBitmap(photoId: string): Promise<ImageBitmap | null> {
  let blob = freshRendition(photoId, 'screen') ?? null;
  if (!blob && renditionBeingMade(photoId, 'screen')) {
    // Made here right now: show what there is meanwhile, and the photo the moment it is made.
    preparing.add(photoId);
    void standIn(photoId);
    tellReady();
  }
  try {
    blob ??= await renditionBlob(photoId, 'screen');
  } finally {
    if (preparing.delete(photoId)) tellReady();
  }
  if (!blob) {
    // The stand-in goes with the photo it stood for (one that could not be decoded after all).
    ready.delete(photoId);
    return null;
  }
  const bitmap = await createImageBitmap(blob);
  keep(photoId, bitmap);
  tellReady();
  // The worker's copy is decoded there from the same bytes: scaling this bitmap down here took the
  // page's thread 2–5 ms a photo, inside the edits of a spread's first seconds. Listeners hear
  // again when the worker has it (the thumbnails can show it then).
  if (!inWorker.has(photoId)) void sendToWorker(photoId, blob).catch(() => undefined);
  return bitmap;
}

const RETRY_MISSING_MS = 3000;
/** When each photo with no copy anywhere was last asked for. */
const missing = new Map<string, number>();

/**
 * The screen rendition of a photo as a bitmap: one just made in this tab, else the on-device
 * cache's, else the one this tab is making (answered the moment it is made; listeners hear it),
 * else the server's. A small copy goes to the render worker for the spread thumbnails.
 */
export function photoBitmap(photoId: string): Promise<ImageBitmap | null> {
  let entry = bitmaps.get(photoId);
  // A photo with no copy anywhere yet (its server rendition still being made, or never) is asked
  // for again after a pause, not at every repaint: each ask reads the device's library and the
  // server, and every edit repaints.
  const missed = missing.get(photoId);
  if (missed !== undefined && Date.now() - missed >= RETRY_MISSING_MS) {
    missing.delete(photoId);
    bitmaps.delete(photoId);
    entry = undefined;
  }
  if (!entry) {
    entry = screenBitmap(photoId).catch(() => null);
    entry.then((b) => b === null && missing.set(photoId, Date.now()));
    bitmaps.set(photoId, entry);
  } else {
    const bitmap = ready.get(photoId);
    if (bitmap && !preparing.has(photoId)) keep(photoId, bitmap);
  }
  return entry;
}

/**
 * The bitmap if it has loaded; paint shows a grey box until then. A screen copy decoded for the
 * opening (opening-pictures.ts, on "Continue") is taken the first time it is asked for, so the
 * editor's first draw has it.
 */
export const loadedBitmap = (photoId: string): ImageBitmap | undefined =>
  ready.get(photoId) ?? adoptOpeningPicture(photoId);

function adoptOpeningPicture(photoId: string): ImageBitmap | undefined {
  const bitmap = takeOpeningPicture(photoId);
  if (!bitmap) return undefined;
  keep(photoId, bitmap);
  bitmaps.set(photoId, Promise.resolve(bitmap));
  if (!inWorker.has(photoId)) void sendToWorker(photoId, bitmap).catch(() => undefined);
  return bitmap;
}

/**
 * A small square-ish copy for a tile of `width` pixels, from the small rendition (device, else
 * server). Not kept: the caller draws it once and closes it.
 */
export async function tileBitmap(photoId: string, width: number): Promise<ImageBitmap | null> {
  const blob = await renditionBlob(photoId, 'thumb').catch(() => null);
  if (!blob) return null;
  return createImageBitmap(blob, { resizeWidth: width, resizeQuality: 'medium' }).catch(() => null);
}

const warming = new Set<string>();
let warmQueue: Promise<void> = Promise.resolve();

/**
 * Hands the render worker every photo of the book from the small rendition, so the thumbnails of
 * spreads not yet shown draw their photos too (the canvas decodes screen bitmaps only for the spread
 * on screen). One photo at a time, in the background, between the customer's edits.
 */
export function warmThumbnails(photoIds: readonly string[]): void {
  for (const photoId of photoIds) {
    if (inWorker.has(photoId) || warming.has(photoId)) continue;
    warming.add(photoId);
    warmQueue = warmQueue.then(async () => {
      try {
        await whenInputQuiet();
        if (inWorker.has(photoId)) return;
        const blob = await renditionBlob(photoId, 'thumb');
        if (blob) await sendToWorker(photoId, blob);
      } catch {
        // A photo that cannot be read stays a grey box; the canvas will try its screen rendition.
      } finally {
        warming.delete(photoId);
      }
    });
  }
}
