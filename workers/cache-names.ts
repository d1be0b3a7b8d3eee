/** The service worker's runtime caches, named here so the app can empty them (signing out). */
export const RENDITIONS_CACHE = 'bindery-renditions';
/** Page loads kept for offline use: the server puts the first screen, with the account's data, into them. */
export const PAGES_CACHE = 'bindery-pages';
