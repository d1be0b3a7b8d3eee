import type { BookDocument } from '../model/document';
import type { Page } from '../model/page';
import { pageTrim } from '../model/print-format';
import { themeById } from '../model/theme';
import { calendarItems } from './calendar-items';
import { frameItems, noSides } from './frame-items';
import { sceneForCover } from './scene-for-cover';
import { type DrawItem, type Scene, translateItem } from './draw-list';
import type { SceneOptions } from './scene-options';

export type { SceneOptions } from './scene-options';

export type PageRef = 'cover' | number;

export function pageAt(doc: BookDocument, ref: PageRef): Page {
  const page = ref === 'cover' ? doc.cover : doc.pages[ref];
  if (!page) throw new Error(`the document has no page ${ref}`);
  return page;
}

/** A page as a draw list in millimetres: background, photos with their crops, text, calendar grid. */
export function sceneForPage(doc: BookDocument, ref: PageRef, options: SceneOptions = {}): Scene {
  const page = pageAt(doc, ref);
  const theme = themeById(doc.theme);
  const trim = pageTrim(doc.product, page);
  const bleed = options.bleed ? doc.product.bleed : 0;
  const items: DrawItem[] = [];
  const full = { x: -bleed, y: -bleed, width: trim.width + 2 * bleed, height: trim.height + 2 * bleed };
  items.push({ kind: 'rect', box: full, color: page.background ?? theme.background });
  const sides = { left: bleed, top: bleed, right: bleed, bottom: bleed };
  items.push(...frameItems(doc, page, bleed > 0 ? sides : noSides, options));
  if (doc.calendar && ref !== 'cover') {
    items.push(
      ...calendarItems(doc.calendar, ref, trim, doc.product.safeMargin, theme, options.locale ?? 'en'),
    );
  }
  return {
    width: full.width,
    height: full.height,
    trim: { x: bleed, y: bleed, width: trim.width, height: trim.height },
    items: items.map((item) => translateItem(item, bleed, bleed)),
  };
}

/**
 * Spread `index` as one scene without bleed: spread 0 is the cover alone, spread k the inner
 * pages 2k-2 and 2k-1 side by side (a last odd page stands alone on the left).
 */
export function sceneForSpread(doc: BookDocument, index: number, options: SceneOptions = {}): Scene {
  const opts = { ...options, bleed: false };
  // A bound book's cover shows as its sheet (back, spine, front), so the spine grows with pages.
  if (index === 0 && doc.cover) return sceneForCover(doc, opts) ?? sceneForPage(doc, 'cover', opts);
  const first = doc.cover ? 2 * index - 2 : 2 * index;
  const left = sceneForPage(doc, first, opts);
  const right = doc.pages[first + 1] ? sceneForPage(doc, first + 1, opts) : null;
  if (!right) return left;
  return {
    width: left.width + right.width,
    height: left.height,
    trim: { x: 0, y: 0, width: left.width + right.width, height: left.height },
    items: [...left.items, ...right.items.map((item) => translateItem(item, left.width, 0))],
  };
}

export function spreadCount(doc: BookDocument): number {
  return (doc.cover ? 1 : 0) + Math.ceil(doc.pages.length / 2);
}
