import { createPhotoLibrary, type LibraryOptions, type PhotoLibrary, type PickedFile } from './library';

/**
 * The names the app has always used for the on-device photo store. It is the photo library now
 * (library.ts: one versioned IndexedDB database with indexes, shared by the uploader and the
 * editor's "add photos"); these keep every caller working unchanged.
 */
export type PhotoCache = PhotoLibrary;
export type CacheOptions = LibraryOptions;
export type { PickedFile };

export function createPhotoCache(options: CacheOptions = {}): PhotoCache {
  return createPhotoLibrary(options);
}
