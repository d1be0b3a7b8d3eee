import type { BookDocument, PageRef } from '../../../../render-core';

/**
 * Which pages picture a design in the order step: the cover (a set of prints or a coverless design:
 * its first page; nothing for a design with no page at all), and for a book with a cover its first spread, the two pages that open it.
 */
export function previewPages(
  doc: Pick<BookDocument, 'kind' | 'cover' | 'pages'>,
): { front: PageRef; spread: number[] } | null {
  if (!doc.cover) return doc.pages.length > 0 ? { front: 0, spread: [] } : null;
  if (doc.kind !== 'book') return { front: 'cover', spread: [] };
  return { front: 'cover', spread: [0, 1].filter((i) => i < doc.pages.length) };
}
