import type { ProcessedImage } from '../../workers/image-client';
import type { RejectReason } from '../../workers/image-limits';
import { localPhotoFrom } from './intake';
import { imageClient, photoCache } from './photos';
import type { LocalPhoto } from './types';

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
