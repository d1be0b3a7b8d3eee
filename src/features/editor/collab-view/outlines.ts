import type { Presence } from '../../../../contract/api/collab';
import { safeColour, textOn } from './presence-view';

export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Someone else's selected frame or text on the canvas: a stroke in their colour and a name tag. */
export interface Outline {
  key: string;
  /** The stroke's box on screen: the frame's, widened by `ring` strokes when others outline it too. */
  box: ScreenBox;
  colour: string;
  ink: string;
  name: string;
  tag: ScreenBox;
}

/** The stroke's width, and the gap kept between a frame and the first outline (my own is inside it). */
export const STROKE = 3;
export const TAG_HEIGHT = 16;
export const TAG_FONT = 11;
export const TAG_PAD = 4;
/** A tag never gets wider than this, nor than half the frame when it must sit inside it. */
const TAG_MAX = 120;
/** Narrower than this a tag shows too little of a name to be worth drawing. */
export const MIN_TAG = 24;

interface Placed {
  pageId: string;
  frame: { id: string };
}

/**
 * The outlines of the others' selections among the frames shown: one per person's tab per frame it
 * selected on its page. Each further outline of the same frame sits one ring further out, so two
 * people on one photo (or someone on mine, whose own blue outline stays as it is) are all seen.
 */
export function outlinesFor<F extends Placed>(
  frames: readonly F[],
  list: readonly Presence[],
  toScreen: (frame: F) => ScreenBox,
  area: { width: number; height: number },
): Outline[] {
  const rings = new Map<string, number>();
  // Where the next tag on a frame starts: side by side, so two people's names never hide each other.
  const tagsEnd = new Map<string, number>();
  const out: Outline[] = [];
  for (const p of list) {
    if (p.selection.length === 0) continue;
    const picked = new Set(p.selection);
    for (const f of frames) {
      if (!picked.has(f.frame.id) || (p.pageId !== null && p.pageId !== f.pageId)) continue;
      const id = `${f.pageId}/${f.frame.id}`;
      const ring = (rings.get(id) ?? 0) + 1;
      rings.set(id, ring);
      const b = toScreen(f);
      const grown = (by: number) => ({
        x: b.x - by,
        y: b.y - by,
        width: b.width + 2 * by,
        height: b.height + 2 * by,
      });
      const box = grown(ring * STROKE + 1);
      const colour = safeColour(p.colour);
      out.push({
        key: `${p.clientId}/${id}`,
        box,
        colour,
        ink: textOn(colour),
        name: p.name,
        // Every tag of a frame on one line by its first ring, each past the one before.
        tag: tagPlace(grown(STROKE + 1), tagWidth(p.name), area, tagsEnd.get(id) ?? 0),
      });
      const tag = out[out.length - 1]!.tag;
      if (tag.width > 0) tagsEnd.set(id, (tagsEnd.get(id) ?? 0) + tag.width + 2);
    }
  }
  return out;
}

/** A name tag's width on screen, from its length (the tag's font is small and plain; near enough). */
export function tagWidth(name: string): number {
  return Math.min(TAG_MAX, Math.ceil(Array.from(name).length * TAG_FONT * 0.6) + 2 * TAG_PAD);
}

/**
 * Where a name tag goes: just above the outline's top-left corner, else just below it, else (a
 * frame as tall as the canvas) inside its top-left corner, no wider than half the frame. It never
 * covers the frame's centre, where the photo's subject is, and stays on the canvas.
 */
export function tagPlace(
  box: ScreenBox,
  width: number,
  area: { width: number; height: number },
  /** How far right of the corner it starts: past the tags of the others on the same frame. */
  shift = 0,
): ScreenBox {
  const h = TAG_HEIGHT;
  const clampX = (x: number, w: number) => Math.max(0, Math.min(x, area.width - w));
  if (box.y - h >= 0) return { x: clampX(box.x + shift, width), y: box.y - h, width, height: h };
  const bottom = box.y + box.height;
  if (bottom + h <= area.height) return { x: clampX(box.x + shift, width), y: bottom, width, height: h };
  // Inside: left of the centre (even when a zoomed frame runs off the canvas's left edge); a
  // tag that would be too narrow to read is not drawn (width 0).
  const x = Math.max(0, box.x) + STROKE + shift;
  const w = Math.min(width, box.x + box.width / 2 - x - 1);
  return { x, y: Math.max(0, box.y) + STROKE, width: w >= MIN_TAG ? w : 0, height: h };
}
