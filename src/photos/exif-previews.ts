/**
 * The cameras' EXIF thumbnails of the photos picked in this tab, kept in memory only (a few KB
 * each) until the photo's own small rendition is made. Whatever shows a photo still being prepared
 * shows its thumbnail meanwhile: the uploader's tiles and spreads, and the editor's frames, which
 * would otherwise stay grey until the image workers reach the photo.
 */
const previews = new Map<string, Blob>();

export const keepExifPreview = (photoId: string, picture: Blob): void => void previews.set(photoId, picture);

/** The photo's EXIF thumbnail while its own small rendition is not made yet in this tab. */
export const exifPreview = (photoId: string): Blob | undefined => previews.get(photoId);

/** Forgets the thumbnail: the photo has its small rendition now, or left the set. */
export const dropExifPreview = (photoId: string): void => void previews.delete(photoId);
