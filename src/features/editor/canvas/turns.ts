import { type BookDocument, spreadCount } from '../../../../render-core';
import { spreadGeometry } from './spread-geometry';

/** What the canvas shows: spread `spread`, whole (pageId null) or one page of it. */
export interface Shown {
  spread: number;
  pageId: string | null;
}

/** Inner pages of spread `index` (the cover sheet counts as one: it is shown whole). */
function pagesToShow(doc: BookDocument, index: number): string[] {
  if (index === 0 && doc.cover) return [];
  const pages = spreadGeometry(doc, index).pages;
  return pages.length < 2 ? [] : pages.map((p) => p.pageId);
}

/**
 * The page a narrow screen shows of spread `spread`: the page in focus when it is on that spread,
 * else the left page; null for the whole spread (a wide screen, the cover sheet, a single page).
 */
export function shownPageId(
  doc: BookDocument,
  spread: number,
  focusPageId: string | null,
  pageView: boolean,
): string | null {
  if (!pageView) return null;
  const pages = pagesToShow(doc, spread);
  if (pages.length === 0) return null;
  return focusPageId !== null && pages.includes(focusPageId) ? focusPageId : pages[0]!;
}

/**
 * One swipe on from what is shown (`dir` 1: onwards, -1: back): the other page of the spread in
 * page view (a narrow screen), else the next spread (at its first page going onwards, its last going back); null
 * past either end of the book.
 */
export function turn(doc: BookDocument, shown: Shown, pageView: boolean, dir: 1 | -1): Shown | null {
  if (shown.pageId !== null) {
    const pages = pagesToShow(doc, shown.spread);
    const next = pages[pages.indexOf(shown.pageId) + dir];
    if (pages.includes(shown.pageId) && next) return { spread: shown.spread, pageId: next };
  }
  const spread = shown.spread + dir;
  if (spread < 0 || spread >= spreadCount(doc)) return null;
  if (!pageView) return { spread, pageId: null };
  const pages = pagesToShow(doc, spread);
  return { spread, pageId: (dir > 0 ? pages[0] : pages.at(-1)) ?? null };
}
