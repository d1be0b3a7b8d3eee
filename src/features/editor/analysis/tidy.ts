import { ref } from 'valtio';
import type { BookDocument } from '../../../../render-core';
import type { EditorSession } from '../state/session';

/** Photos placed on the book's pages (the cover aside). */
export function placedPhotoCount(doc: BookDocument): number {
  return doc.pages.reduce(
    (n, page) => n + page.frames.filter((f) => f.kind === 'photo' && f.photoId !== null).length,
    0,
  );
}

/**
 * Offers the draft analysis's tidy-up (bursts and near-duplicates taken out of the pages the
 * customer has not edited) when it would take any photo out; a newer offer replaces an older one.
 */
export function offerTidy(session: EditorSession, change: (doc: BookDocument) => BookDocument): void {
  const doc = session.document;
  if (!doc) return;
  const out = placedPhotoCount(doc) - placedPhotoCount(change(doc));
  session.ui.tidy = out > 0 ? ref({ out, change }) : null;
}

/** The customer accepted: the pages change now, saved like their own edit. */
export function acceptTidy(session: EditorSession): void {
  const offer = session.ui.tidy;
  session.ui.tidy = null;
  if (offer) session.refine(offer.change, 'local');
}

export function dismissTidy(session: EditorSession): void {
  session.ui.tidy = null;
}
