import { type BookDocument, designPages } from '../model/document';
import type { PhotoRef } from '../model/photo';

/** Photos in the pool that no frame shows and the user has not removed, in pool order. */
export function listUnusedPhotos(doc: BookDocument): PhotoRef[] {
  const used = new Set<string>(doc.removedPhotoIds);
  for (const page of designPages(doc)) {
    for (const frame of page.frames)
      if (frame.kind === 'photo' && frame.photoId !== null) used.add(frame.photoId);
  }
  return doc.photos.filter((p) => !used.has(p.id));
}

export function listRemovedPhotos(doc: BookDocument): PhotoRef[] {
  const removed = new Set(doc.removedPhotoIds);
  return doc.photos.filter((p) => removed.has(p.id));
}
