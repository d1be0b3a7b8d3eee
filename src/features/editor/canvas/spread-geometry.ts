import {
  type BookDocument,
  coverWrapOf,
  type Frame,
  type PageRef,
  pageTrim,
  type Rect,
} from '../../../../render-core';
import type { ViewWindow } from './view';

export interface PlacedFrame {
  pageId: string;
  page: PageRef;
  frame: Frame;
  /** The frame's box in spread millimetres. */
  box: Rect;
}

export interface SpreadGeometry {
  width: number;
  height: number;
  pages: { ref: PageRef; pageId: string; x: number }[];
  frames: PlacedFrame[];
}

/** The pages of spread `index` (as sceneForSpread lays them out) and every frame in spread millimetres. */
export function spreadGeometry(doc: BookDocument, index: number): SpreadGeometry {
  const { width, height } = doc.product.trim;
  const wrap = index === 0 ? coverWrapOf(doc) : null;
  if (wrap && doc.cover) {
    // A bound book's cover sheet as sceneForCover lays it out: back, spine, front.
    const sheet = [
      ...(doc.backCover ? [{ ref: 'cover' as const, page: doc.backCover, x: 0 }] : []),
      { ref: 'cover' as const, page: doc.cover, x: width + wrap.spine },
    ];
    return {
      width: 2 * width + wrap.spine,
      height,
      pages: sheet.map(({ ref, page, x }) => ({ ref, pageId: page.id, x })),
      frames: sheet.flatMap(({ ref, page, x }) =>
        page.frames.map((frame) => ({
          pageId: page.id,
          page: ref,
          frame,
          box: { x: frame.box.x + x, y: frame.box.y, width: frame.box.width, height: frame.box.height },
        })),
      ),
    };
  }
  const refs: PageRef[] = [];
  if (index === 0 && doc.cover) refs.push('cover');
  else {
    const first = doc.cover ? 2 * index - 2 : 2 * index;
    if (doc.pages[first]) refs.push(first);
    if (doc.pages[first + 1]) refs.push(first + 1);
  }
  // Each page at its own trim: a turned print is the product's trim turned a quarter.
  let next = 0;
  const pages = refs.map((ref) => {
    const page = ref === 'cover' ? doc.cover! : doc.pages[ref]!;
    const x = next;
    next += pageTrim(doc.product, page).width;
    return { ref, pageId: page.id, x, page };
  });
  const frames = pages.flatMap(({ ref, pageId, x, page }) =>
    page.frames.map((frame) => ({
      pageId,
      page: ref,
      frame,
      box: { x: frame.box.x + x, y: frame.box.y, width: frame.box.width, height: frame.box.height },
    })),
  );
  return {
    width: pages.length > 0 ? next : width,
    height: pages[0] ? pageTrim(doc.product, pages[0].page).height : height,
    pages: pages.map(({ ref, pageId, x }) => ({ ref, pageId, x })),
    frames,
  };
}

/** The top-most frame under a point in spread millimetres (text above photos, later above earlier). */
export function frameAt(
  geometry: SpreadGeometry,
  x: number,
  y: number,
  kind?: Frame['kind'],
): PlacedFrame | null {
  for (let i = geometry.frames.length - 1; i >= 0; i--) {
    const f = geometry.frames[i]!;
    if (kind && f.frame.kind !== kind) continue;
    if (x >= f.box.x && x <= f.box.x + f.box.width && y >= f.box.y && y <= f.box.y + f.box.height) return f;
  }
  return null;
}

/** The spread that shows an inner page (or the cover). */
export function spreadOfPage(doc: BookDocument, ref: PageRef): number {
  if (ref === 'cover') return 0;
  return doc.cover ? Math.floor(ref / 2) + 1 : Math.floor(ref / 2);
}

/** The part of the spread that page `pageId` covers (the whole spread for null or a page not on it). */
export function pageWindow(geometry: SpreadGeometry, pageId: string | null): ViewWindow {
  const i = pageId === null ? -1 : geometry.pages.findIndex((p) => p.pageId === pageId);
  if (i < 0) return { x: 0, width: geometry.width, height: geometry.height };
  const x = geometry.pages[i]!.x;
  return { x, width: (geometry.pages[i + 1]?.x ?? geometry.width) - x, height: geometry.height };
}

/** The geometry cut down to the frames of page `pageId` (all of them for null). */
export function framesOnPage(geometry: SpreadGeometry, pageId: string | null): SpreadGeometry {
  return pageId === null
    ? geometry
    : { ...geometry, frames: geometry.frames.filter((f) => f.pageId === pageId) };
}
