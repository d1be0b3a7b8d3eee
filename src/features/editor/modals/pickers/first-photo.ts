import type { BookDocument } from '../../../../../render-core';

/**
 * The photo a theme's picture shows: the first one placed in the book (cover, then the pages in
 * order), else the first one uploaded; null for a book with no photo yet (a grey block shows).
 */
export function firstPhotoId(doc: BookDocument): string | null {
  for (const page of [doc.cover, ...doc.pages]) {
    for (const frame of page?.frames ?? []) {
      if (frame.kind === 'photo' && frame.photoId) return frame.photoId;
    }
  }
  return doc.photos[0]?.id ?? null;
}

/** The words the pictures of themes and fonts write: the book's own title, else a sample. */
export function sampleText(doc: BookDocument, fallback: string): string {
  return doc.title.trim() || fallback;
}
