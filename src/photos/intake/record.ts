import type { InspectedImage } from '../../../workers/image-client';
import type { LocalPhoto, RenditionSize } from '../types';

/** A new photo record from an inspected (or fully prepared) image; waiting to upload. */
export function localPhotoFrom(
  file: { name: string; lastModified?: number },
  image: Omit<InspectedImage, 'exifThumbnail'>,
  ids: { id: string; draftId: string; addedAt: number },
  renditions: RenditionSize[] = ['thumb', 'screen'],
): LocalPhoto {
  return {
    ...ids,
    name: file.name || 'photo',
    mime: image.mime,
    bytes: image.bytes,
    lastModified: file.lastModified ?? ids.addedAt,
    sha256: image.sha256 ?? '',
    fingerprint: image.fingerprint,
    width: image.width,
    height: image.height,
    takenAt: image.exif.takenAt,
    orientation: image.exif.orientation,
    camera: image.exif.camera,
    gps: image.exif.gps,
    warnings: image.warnings,
    upload: {
      status: 'waiting',
      url: null,
      bytesSent: 0,
      serverId: null,
      serverStatus: null,
      serverReason: null,
      printId: null,
      error: null,
    },
    originalEvicted: false,
    renditions,
  };
}

/** What the engine needs of a photo (render-core PhotoRefInput). */
export function photoRefOf(photo: LocalPhoto) {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    takenAt: photo.takenAt,
    orientation: photo.orientation,
    contentHash: photo.sha256 || null,
  };
}
