import { ref } from 'valtio';
import type { BookDocument } from '../../../../render-core';
import { refineDocument } from '../state/controller';
import { editorState } from '../state/editor-store';

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
export function offerTidy(change: (doc: BookDocument) => BookDocument): void {
  const doc = editorState.document;
  if (!doc) return;
  const out = placedPhotoCount(doc) - placedPhotoCount(change(doc));
  editorState.tidy = out > 0 ? ref({ out, change }) : null;
}

/** The customer accepted: the pages change now, saved like their own edit. */
export function acceptTidy(): void {
  const offer = editorState.tidy;
  editorState.tidy = null;
  if (offer) refineDocument(offer.change, 'user');
}

export function dismissTidy(): void {
  editorState.tidy = null;
}
