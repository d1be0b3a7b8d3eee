import type { BookDocument, Frame, FrameRef, Page, PageRef } from '../../../../render-core';

export function pageById(doc: BookDocument, pageId: string): { page: Page; ref: PageRef } | null {
  if (doc.cover?.id === pageId) return { page: doc.cover, ref: 'cover' };
  const index = doc.pages.findIndex((p) => p.id === pageId);
  return index >= 0 ? { page: doc.pages[index]!, ref: index } : null;
}

export function frameOf(doc: BookDocument, ref: FrameRef): Frame | null {
  return pageById(doc, ref.pageId)?.page.frames.find((f) => f.id === ref.frameId) ?? null;
}

/** The pages a spread shows, left to right. */
export function pagesOfSpread(doc: BookDocument, spread: number): { page: Page; ref: PageRef }[] {
  if (spread === 0 && doc.cover) return [{ page: doc.cover, ref: 'cover' }];
  const first = doc.cover ? 2 * spread - 2 : 2 * spread;
  return [first, first + 1].filter((i) => doc.pages[i]).map((i) => ({ page: doc.pages[i]!, ref: i }));
}
