import { type BookDocument, designPages } from '../model/document';
import type { PhotoRef } from '../model/photo';

/**
 * The editor asks this of every new document version from several views (the tray, its count), on
 * every edit's key press: answered once per version. Only a frozen document (the Editor's, immer's)
 * is remembered, since one changed in place would keep a stale answer.
 */
const unusedOf = new WeakMap<BookDocument, readonly PhotoRef[]>();

/**
 * Photos in the pool that no frame shows and the user has not removed, in pool order. The list
 * may be shared between callers (frozen): read it, do not change it.
 */
export function listUnusedPhotos(doc: BookDocument): readonly PhotoRef[] {
  const known = unusedOf.get(doc);
  if (known) return known;
  const unused = unusedIn(doc);
  if (Object.isFrozen(doc)) unusedOf.set(doc, Object.freeze(unused));
  return unused;
}

function unusedIn(doc: BookDocument): PhotoRef[] {
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
