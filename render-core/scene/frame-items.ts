import { placePhoto } from '../model/crop';
import type { BookDocument } from '../model/document';
import type { Rect } from '../model/geometry';
import type { Page } from '../model/page';
import { pageTrim } from '../model/print-format';
import type { DrawItem } from './draw-list';
import type { SceneOptions } from './scene-options';

const EDGE = 0.01;

/** How far past each trim edge a frame that touches it runs on (bleed, or a cover's wrap). */
export interface Sides {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A frame that touches the trim edge runs on into the bleed, so trimming never leaves white. */
function extendIntoBleed(box: Rect, trim: { width: number; height: number }, by: Sides): Rect {
  const left = box.x <= EDGE ? by.left : 0;
  const top = box.y <= EDGE ? by.top : 0;
  const right = box.x + box.width >= trim.width - EDGE ? by.right : 0;
  const bottom = box.y + box.height >= trim.height - EDGE ? by.bottom : 0;
  return {
    x: box.x - left,
    y: box.y - top,
    width: box.width + left + right,
    height: box.height + top + bottom,
  };
}

export const noSides: Sides = { left: 0, top: 0, right: 0, bottom: 0 };

/** A page's frames as draw items in trim coordinates; edge frames run `extend` past the trim. */
export function frameItems(doc: BookDocument, page: Page, extend: Sides, options: SceneOptions): DrawItem[] {
  const trim = pageTrim(doc.product, page);
  const photos = new Map(doc.photos.map((p) => [p.id, p]));
  const extending = extend.left + extend.top + extend.right + extend.bottom > 0;
  const items: DrawItem[] = [];
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
    const box = extending ? extendIntoBleed(frame.box, trim, extend) : frame.box;
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
  return items;
}
