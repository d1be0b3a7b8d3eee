import type { Rect } from '../model/geometry';
import type { FontFamily, PhotoFilter } from '../model/frame';

/** A page as plain data in millimetres, origin at the top-left of the scene. Paint and print read it. */
export interface Scene {
  width: number;
  height: number;
  /** The trim box inside the scene (the bleed lies around it). */
  trim: Rect;
  items: DrawItem[];
}

export interface RectItem {
  kind: 'rect';
  box: Rect;
  color: string;
}

export interface ImageItem {
  kind: 'image';
  photoId: string;
  /** The photo's displayed pixel size; a smaller rendition scales `source` by its own size. */
  photoSize: { width: number; height: number };
  /** Pixels of the photo that show. */
  source: Rect;
  /** The box those pixels fill: `width` x `height` centred on `center`, turned by `rotation`. */
  center: { x: number; y: number };
  width: number;
  height: number;
  /** Degrees clockwise. */
  rotation: number;
  clip: Rect;
  filter: PhotoFilter;
}

export interface TextItem {
  kind: 'text';
  box: Rect;
  text: string;
  font: FontFamily;
  /** Points. */
  size: number;
  color: string;
  align: 'left' | 'center' | 'right';
  /** Line height as a multiple of the size. */
  lineHeight: number;
  /**
   * 90 turns the text a quarter clockwise inside its box (a spine title reads top to bottom): it is
   * laid out in a box of the box's height by its width, then turned about the box's centre.
   */
  rotation?: 0 | 90;
}

/** An empty frame as the editor shows it; print scenes leave these out. */
export interface PlaceholderItem {
  kind: 'placeholder';
  box: Rect;
}

export type DrawItem = RectItem | ImageItem | TextItem | PlaceholderItem;

export function translateItem(item: DrawItem, dx: number, dy: number): DrawItem {
  const move = (r: Rect): Rect => ({ ...r, x: r.x + dx, y: r.y + dy });
  switch (item.kind) {
    case 'image':
      return { ...item, center: { x: item.center.x + dx, y: item.center.y + dy }, clip: move(item.clip) };
    default:
      return { ...item, box: move(item.box) };
  }
}
