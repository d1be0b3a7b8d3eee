import { photoCache } from './photos';
import { freshRendition, renditionBeingMade } from './prepare';

/**
 * How long decoded pictures wait for the editor to take them: a bitmap is about 7 MB (1600 px), so
 * an opening that never comes (a sign-in asked, an error) must not hold them for long.
 */
const OPENING_PICTURES_KEPT_MS = 20_000;

/** Decoded screen copies of the photos the editor opens on, until it takes them. */
const pictures = new Map<string, ImageBitmap>();
let forget: ReturnType<typeof setTimeout> | undefined;

/** The photo's screen copy: just made here, being made here, else the device's. */
async function screenCopy(photoId: string): Promise<Blob | undefined> {
  return (
    freshRendition(photoId, 'screen') ??
    (await renditionBeingMade(photoId, 'screen')) ??
    (await photoCache.rendition(photoId, 'screen').catch(() => undefined))
  );
}

/**
 * Decodes the screen copies of the photos the editor opens on while "Continue" creates the print,
 * so the editor's first draw has its pictures: read and decoded once the editor had started, they
 * came 1.3–1.9 s after it (100 photos of 12 MP at a phone's speed, `npm run bench:intake`), the
 * device's database being busy storing originals and the page busy starting the editor.
 */
export async function decodeForOpening(photoIds: Iterable<string>): Promise<void> {
  clearTimeout(forget);
  forget = setTimeout(dropAll, OPENING_PICTURES_KEPT_MS);
  await Promise.all(
    [...new Set(photoIds)].map(async (id) => {
      const blob = await screenCopy(id).catch(() => undefined);
      const bitmap = blob && (await createImageBitmap(blob).catch(() => null));
      if (!bitmap) return;
      pictures.get(id)?.close();
      pictures.set(id, bitmap);
    }),
  );
}

/** Frees the pictures nobody took (each holds its decoded pixels until closed). */
function dropAll() {
  for (const bitmap of pictures.values()) bitmap.close();
  pictures.clear();
}

/** The decoded screen copy of a photo the editor opens on, if there is one; it is the taker's now. */
export function takeOpeningPicture(photoId: string): ImageBitmap | undefined {
  const bitmap = pictures.get(photoId);
  pictures.delete(photoId);
  return bitmap;
}
