import type { BookDocument } from '../../../../render-core';

/**
 * The spread that shows inner page `index` (-1 for the cover): spread 0 is the cover when the
 * design has one, then two inner pages a spread (render-core's sceneForSpread).
 */
export function spreadOfPage(doc: Pick<BookDocument, 'cover'>, index: number): number {
  if (index < 0) return 0;
  return doc.cover ? Math.floor(index / 2) + 1 : Math.floor(index / 2);
}
