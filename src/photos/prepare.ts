import {
  type InspectedImage,
  type InspectResult,
  type ProcessedImage,
  SCREEN,
  THUMB,
} from '../../workers/image-client';
import type { RejectReason } from '../../workers/image-limits';
import { localPhotoFrom } from './intake';
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
 * out from headers), then small renditions before screen ones, each in the order asked.
 */
export const PRIORITY = { inspect: 0, thumb: 1, screen: 2 } as const;

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

/**
 * Makes one rendition of a kept photo in the pool, decoded at the size it needs, and keeps it.
 * Throws when the photo cannot be decoded after all.
 */
export async function makeRendition(
  photo: Pick<LocalPhoto, 'id' | 'mime' | 'width' | 'height'>,
  original: Blob,
  size: RenditionSize,
  /** Asked whenever a worker is free: below 0 moves the job ahead of others of its size. */
  boost: () => number = () => 0,
): Promise<Blob> {
  const type = typeOfMime(photo.mime);
  const request = size === 'thumb' ? THUMB : SCREEN;
  const [blob] = await imagePool().run(
    () => PRIORITY[size] + boost(),
    (client) => client.render(original, type, { width: photo.width, height: photo.height }, [request]),
  );
  if (!blob) throw new Error('no rendition');
  await photoCache.putRendition(photo.id, size, blob);
  return blob;
}

function typeOfMime(mime: string): 'jpeg' | 'png' | 'webp' | 'heic' {
  if (mime === 'image/png') return 'png';
  if (mime === 'image/webp') return 'webp';
  if (mime === 'image/heic') return 'heic';
  return 'jpeg';
}
