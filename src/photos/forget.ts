import { PAGES_CACHE, RENDITIONS_CACHE } from '../../workers/cache-names';
import { openLibrary } from './library-db';

/** The library's stores that hold the account's photos: records, originals, renditions, picks' drafts. */
const PHOTO_STORES = ['photos', 'originals', 'renditions', 'drafts'] as const;

/** What forgetting the device's photos touches; the browser's by default, tests give their own. */
export interface ForgetOptions {
  /** The library's database prefix (`<prefix>-library`). */
  prefix?: string;
  /** Cache Storage, when the browser has it. */
  caches?: Pick<CacheStorage, 'delete'> | null;
}

/**
 * Forgets the signed-in account's photos on this device (SPEC §4 sign-out: the next person on a
 * shared phone must not find them): the photo library in IndexedDB (records, originals,
 * renditions, files picked) and the service worker's caches of renditions and of pages. Emptied,
 * not deleted: a tab still holding the library open would block a delete until it closes.
 * Settles when done; never fails (signing out must go on).
 */
export async function forgetPhotosOnDevice(options: ForgetOptions = {}): Promise<void> {
  const storage = options.caches === undefined ? (globalThis.caches ?? null) : options.caches;
  await Promise.all([
    emptyLibrary(options.prefix ?? 'bindery').catch((err: unknown) =>
      console.warn('the photo library could not be emptied', err),
    ),
    ...[RENDITIONS_CACHE, PAGES_CACHE].map((name) =>
      (storage?.delete(name) ?? Promise.resolve(false)).catch(() => false),
    ),
  ]);
}

async function emptyLibrary(prefix: string): Promise<void> {
  const db = await openLibrary(prefix);
  try {
    const tx = db.transaction([...PHOTO_STORES], 'readwrite');
    await Promise.all([...PHOTO_STORES.map((store) => tx.objectStore(store).clear()), tx.done]);
  } finally {
    db.close();
  }
}
