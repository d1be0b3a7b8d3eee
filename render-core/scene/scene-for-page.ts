import { placePhoto } from '../model/crop';
import type { BookDocument } from '../model/document';
import type { Rect } from '../model/geometry';
import type { Page } from '../model/page';
import { themeById } from '../model/theme';
import { calendarItems } from './calendar-items';
import { type DrawItem, type Scene, translateItem } from './draw-list';

export interface SceneOptions {
  /** Include the bleed around the trim (print does; screens and thumbnails usually do not). */
  bleed?: boolean;
  /** Show empty frames as placeholders (the editor does; print does not). */
  placeholders?: boolean;
  /** Locale for calendar month and weekday names. */
  locale?: string;
}

export type PageRef = 'cover' | number;

const EDGE = 0.01;

/** A frame that touches the trim edge runs on into the bleed, so trimming never leaves white. */
function extendIntoBleed(box: Rect, trim: { width: number; height: number }, bleed: number): Rect {
  const left = box.x <= EDGE ? bleed : 0;
  const top = box.y <= EDGE ? bleed : 0;
  const right = box.x + box.width >= trim.width - EDGE ? bleed : 0;
  const bottom = box.y + box.height >= trim.height - EDGE ? bleed : 0;
  return {
    x: box.x - left,
    y: box.y - top,
    width: box.width + left + right,
    height: box.height + top + bottom,
  };
}

export function pageAt(doc: BookDocument, ref: PageRef): Page {
  const page = ref === 'cover' ? doc.cover : doc.pages[ref];
  if (!page) throw new Error(`the document has no page ${ref}`);
  return page;
}

/** A page as a draw list in millimetres: background, photos with their crops, text, calendar grid. */
export function sceneForPage(doc: BookDocument, ref: PageRef, options: SceneOptions = {}): Scene {
  const page = pageAt(doc, ref);
  const theme = themeById(doc.theme);
  const { trim } = doc.product;
  const bleed = options.bleed ? doc.product.bleed : 0;
  const photos = new Map(doc.photos.map((p) => [p.id, p]));
  const items: DrawItem[] = [];
  const full = { x: -bleed, y: -bleed, width: trim.width + 2 * bleed, height: trim.height + 2 * bleed };
  items.push({ kind: 'rect', box: full, color: page.background ?? theme.background });
  for (const frame of page.frames) {
    if (frame.kind === 'text') {
      if (frame.text === '') continue;
      items.push({
        kind: 'text',
        box: frame.box,
        text: frame.text,
        font: frame.font,
        size: frame.size,
        color: frame.color,
        align: frame.align,
        lineHeight: 1.2,
      });
      continue;
    }
    const photo = frame.photoId === null ? undefined : photos.get(frame.photoId);
    const box = bleed > 0 ? extendIntoBleed(frame.box, trim, bleed) : frame.box;
    if (!photo) {
      if (options.placeholders) items.push({ kind: 'placeholder', box: frame.box });
      continue;
    }
    const placed = placePhoto(photo, box, frame.crop);
    items.push({
      kind: 'image',
      photoId: photo.id,
      photoSize: { width: photo.width, height: photo.height },
      source: placed.source,
      center: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      width: placed.cover.width,
      height: placed.cover.height,
      rotation: placed.rotation,
      clip: box,
      filter: frame.filter,
    });
  }
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
  if (index === 0 && doc.cover) return sceneForPage(doc, 'cover', opts);
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
