import {
  type InspectedImage,
  type InspectResult,
  type ProcessedImage,
  SCREEN,
  THUMB,
} from '../../workers/image-client';
import type { RejectReason } from '../../workers/image-limits';
import { localPhotoFrom } from './intake/record';
import { imageClient, imagePool, photoCache } from './photos';
import type { LocalPhoto, RenditionSize } from './types';

/** What the file pickers offer; anything else is still checked and refused with its reason. */
export const PHOTO_ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif';

export type Prepared = { ok: true; image: ProcessedImage } | { ok: false; reason: RejectReason };

/** Checks and prepares one picked file in the image worker; a file that makes it throw is damaged. */
export async function preparePhoto(file: Blob): Promise<Prepared> {
  const client = await imageClient();
  return client.process(file).catch(() => ({ ok: false as const, reason: 'corrupt' as const }));
}

/** Keeps a prepared photo on the device (original and renditions) and answers its record. */
export async function keepPhoto(
  file: File,
  image: ProcessedImage,
  ids: { id: string; draftId: string; addedAt: number },
): Promise<LocalPhoto> {
  const photo = localPhotoFrom(file, image, ids);
  await photoCache.add(photo, file, { screen: image.screen, thumb: image.thumb });
  return photo;
}

/**
 * Job priorities in the image pool: every header is read before any decoding (the book is laid
 * out from headers), then small renditions before screen ones, each in the order asked; hashing
 * whole originals last (nothing on screen waits for it). A job may be boosted below its size's
 * number (see makeRendition), down to before the headers for the first spread's small pictures.
 */
export const PRIORITY = { inspect: 0, thumb: 1, screen: 2, hash: 3 } as const;

/**
 * How far the renditions of a photo on screen move up (wantRenditions): before every other job,
 * the small one first.
 */
export const WANTED_BOOST = -10;
/** Every wanted rendition ranks below this, every other job above it. */
export const WANTED_BELOW = WANTED_BOOST / 2;

/** Photos still being prepared that a screen shows. */
const wanted = new Set<string>();

/**
 * A screen shows these photos (the editor's spread, the spread it opens on): their renditions
 * still queued in the pool go first, and go while the pool is held for that screen (opening-hold.ts).
 */
export function wantRenditions(photoIds: Iterable<string>): void {
  for (const id of photoIds) if (beingPrepared(id)) wanted.add(id);
}

/** Reads what a book needs of a picked file from its header, in the pool; never throws. */
export function inspectPhoto(file: Blob): Promise<InspectResult> {
  return imagePool()
    .run(PRIORITY.inspect, (client) => client.inspect(file))
    .catch(() => ({ ok: false as const, reason: 'corrupt' as const }));
}

/** Keeps a photo known from its header on the device (the original and its record). */
export async function keepInspected(
  file: File,
  image: InspectedImage,
  ids: { id: string; draftId: string; addedAt: number },
): Promise<LocalPhoto> {
  const photo = localPhotoFrom(file, image, ids, []);
  await photoCache.addOriginal(photo, file);
  return photo;
}

type RenditionListener = (photoId: string, size: RenditionSize) => void;
const renditionListeners = new Set<RenditionListener>();
/** Renditions made but not yet in IndexedDB: the device's database may be busy with originals. */
const fresh = new Map<string, Blob>();

/** Hears of every rendition this tab makes, the moment it is made (before it is stored). */
export function onRendition(listener: RenditionListener): () => void {
  renditionListeners.add(listener);
  return () => renditionListeners.delete(listener);
}

/** Renditions this tab is making (queued in the pool), settling the moment each is made. */
const making = new Map<string, Promise<Blob | null>>();
/** Whether this tab is making a rendition of the photo, of either size. */
const beingPrepared = (photoId: string) => making.has(`${photoId}:thumb`) || making.has(`${photoId}:screen`);

/** A rendition this tab has just made and is still storing, if it is one. */
export const freshRendition = (photoId: string, size: RenditionSize): Blob | undefined =>
  fresh.get(`${photoId}:${size}`);

/**
 * The rendition this tab is making of a photo, answered the moment it is made (null if the photo
 * cannot be decoded), or undefined when none is being made here.
 */
export const renditionBeingMade = (photoId: string, size: RenditionSize): Promise<Blob | null> | undefined =>
  making.get(`${photoId}:${size}`);

/**
 * Makes one rendition of a photo in the pool, decoded at the size it needs, and keeps it once the
 * photo's record is (`stored`): it is shown from memory meanwhile, so nothing on screen waits for
 * the database. Throws when the photo cannot be decoded after all.
 */
export async function makeRendition(
  photo: Pick<LocalPhoto, 'id' | 'mime' | 'width' | 'height'>,
  original: Blob,
  size: RenditionSize,
  options: {
    /** Asked whenever a worker is free: below 0 moves the job ahead of others of its size. */
    boost?: () => number;
    /** Settles once the photo's record is in the cache (a rendition is noted in it). */
    stored?: Promise<unknown>;
    /** Hears the rendition the moment it is made, before it is stored. */
    onMade?: (blob: Blob) => void;
  } = {},
): Promise<Blob> {
  const { boost = () => 0, stored = Promise.resolve(), onMade } = options;
  const type = typeOfMime(photo.mime);
  const request = size === 'thumb' ? THUMB : SCREEN;
  const key = `${photo.id}:${size}`;
  const made = imagePool()
    .run(
      () => PRIORITY[size] + (wanted.has(photo.id) ? WANTED_BOOST : boost()),
      (client) => client.render(original, type, { width: photo.width, height: photo.height }, [request]),
    )
    .then(([blob]) => {
      if (!blob) throw new Error('no rendition');
      return blob;
    });
  making.set(
    key,
    made.catch(() => null),
  );
  let blob: Blob;
  try {
    blob = await made;
  } finally {
    making.delete(key);
    if (!beingPrepared(photo.id)) wanted.delete(photo.id);
  }
  fresh.set(key, blob);
  onMade?.(blob);
  for (const listener of renditionListeners) listener(photo.id, size);
  try {
    await stored;
    await photoCache.putRendition(photo.id, size, blob);
  } finally {
    fresh.delete(key);
  }
  return blob;
}

/**
 * The SHA-256 of a kept photo's original, made in the pool after every rendition and kept in its
 * record; answers the record (undefined when the photo is gone meanwhile).
 */
export async function hashPhoto(photoId: string, original: Blob): Promise<LocalPhoto | undefined> {
  const sha256 = await imagePool().run(PRIORITY.hash, (client) => client.hash(original));
  return photoCache.update(photoId, (p) => ({ ...p, sha256 }));
}

function typeOfMime(mime: string): 'jpeg' | 'png' | 'webp' | 'heic' {
  if (mime === 'image/png') return 'png';
  if (mime === 'image/webp') return 'webp';
  if (mime === 'image/heic') return 'heic';
  return 'jpeg';
}
