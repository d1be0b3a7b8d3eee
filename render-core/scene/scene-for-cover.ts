import { type CoverWrap, coverWrap } from '../model/cover';
import type { BookDocument } from '../model/document';
import type { FontFamily } from '../model/frame';
import type { Page } from '../model/page';
import { themeById } from '../model/theme';
import { type DrawItem, type Scene, translateItem } from './draw-list';
import { frameItems, type Sides } from './frame-items';
import type { SceneOptions } from './scene-options';

/** Points per millimetre. */
const PT_PER_MM = 72 / 25.4;

/** The cover sheet of a bound book, or null when the product has no binding (or no cover). */
export function coverWrapOf(doc: BookDocument): CoverWrap | null {
  const binding = doc.product.binding;
  if (!binding || !doc.cover || doc.kind !== 'book') return null;
  return coverWrap(doc.product, binding, doc.pages.length);
}

function panelItems(
  doc: BookDocument,
  page: Page,
  at: { x: number; y: number },
  extend: Sides,
  options: SceneOptions,
): DrawItem[] {
  return frameItems(doc, page, extend, options).map((item) => translateItem(item, at.x, at.y));
}

/**
 * A bound book's cover as one scene: back + spine + front. With `bleed` it is the whole printed
 * sheet (wrap and bleed round it, edge photos running on into them); without, the three panels at
 * trim size as the editor shows them. The front is the document's cover page, the back its
 * `backCover` page when it has one; the spine carries the title when it is wide enough.
 */
export function sceneForCover(doc: BookDocument, options: SceneOptions = {}): Scene | null {
  const wrap = coverWrapOf(doc);
  if (!wrap || !doc.cover) return null;
  const theme = themeById(doc.theme);
  const edge = wrap.bleed + wrap.wrap;
  const out = options.bleed ? edge : 0;
  const items: DrawItem[] = [];
  items.push({
    kind: 'rect',
    box: { x: 0, y: 0, width: wrap.width, height: wrap.height },
    color: doc.cover.background ?? theme.background,
  });
  const back = doc.backCover;
  if (back) {
    if (back.background) {
      items.push({
        kind: 'rect',
        box: { x: 0, y: 0, width: wrap.back.x + wrap.back.width, height: wrap.height },
        color: back.background,
      });
    }
    items.push(...panelItems(doc, back, wrap.back, { left: out, top: out, right: 0, bottom: out }, options));
  }
  if (wrap.spineText && doc.title.trim() !== '') {
    const titleFrame = doc.cover.frames.find((f) => f.kind === 'text' && f.text !== '');
    const font: FontFamily = titleFrame?.kind === 'text' ? titleFrame.font : 'DejaVu Sans';
    const color = titleFrame?.kind === 'text' ? titleFrame.color : theme.textColor;
    const size = Math.min(14, Math.floor(wrap.spine * PT_PER_MM * 0.55 * 10) / 10);
    items.push({
      kind: 'text',
      box: wrap.spineBox,
      text: doc.title.trim(),
      font,
      size,
      color,
      align: 'center',
      lineHeight: 1,
      rotation: 90,
    });
  }
  items.push(
    ...panelItems(doc, doc.cover, wrap.front, { left: 0, top: out, right: out, bottom: out }, options),
  );
  if (options.bleed) {
    return { width: wrap.width, height: wrap.height, trim: wrap.trim, items };
  }
  const width = wrap.width - 2 * edge;
  const height = wrap.height - 2 * edge;
  return {
    width,
    height,
    trim: { x: 0, y: 0, width, height },
    items: items.map((item) => translateItem(item, -edge, -edge)),
  };
}
