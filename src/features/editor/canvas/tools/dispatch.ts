import { type BookDocument, type FrameRef, pageTrim } from '../../../../../render-core';
import { onHandle } from '../direct';
import type { PlacedFrame } from '../spread-geometry';
import type { View } from '../view';
import { type CropState, stepCrop } from './crop';
import type { Effect, Point, PointerEvent, Step } from './effects';
import { type MoveState, startMove, stepMove } from './move';
import { type ResizeState, stepResize } from './resize';
import { stepTurn, type TurnState } from './turn';
import { type Area, type PanState, stepPan } from './zoom';

/** The tool a drag is working with, chosen once when the finger starts to move. */
export type DragTool = MoveState | CropState | ResizeState | TurnState | PanState;

/** What is under the finger where it went down, and what the canvas shows. */
export interface DownContext {
  doc: BookDocument;
  /** Where the finger went down, canvas px. */
  at: Point;
  /** The frame under it (text above photos). */
  under: PlacedFrame | null;
  selected: FrameRef | null;
  /** The selected frame on this canvas, and its box in canvas px. */
  selectedFrame: PlacedFrame | null;
  selectedBox: { x: number; y: number; width: number; height: number } | null;
  area: Area;
  /** Screen px per spread mm. */
  scale: number;
  view: View;
  /** One page of the spread on a phone. */
  pageView: boolean;
}

const inside = (b: NonNullable<DownContext['selectedBox']>, p: Point) =>
  p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;

/** A drag that works the selected frame itself, if the finger went down on it or its handle. */
function direct(c: DownContext): CropState | ResizeState | null {
  const { selectedFrame: placed, selectedBox: box, selected } = c;
  if (!placed || !box || !selected) return null;
  const corner = onHandle(box, c.area, c.at.x, c.at.y);
  if (!corner && !inside(box, c.at)) return null;
  const ref = { pageId: selected.pageId, frameId: selected.frameId };
  const frame = placed.frame;
  if (frame.kind === 'text') {
    const page = [c.doc.cover, c.doc.backCover, ...c.doc.pages].find((p) => p?.id === ref.pageId);
    if (!page) return null;
    const trim = pageTrim(c.doc.product, page);
    return { tool: 'resize', ref, box: frame.box, trim, corner, scale: c.scale };
  }
  const photo = c.doc.photos.find((p) => p.id === frame.photoId);
  if (!photo) return null;
  if (corner) {
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    return { tool: 'crop', mode: 'zoom', ref, crop: frame.crop, centre, from: c.at };
  }
  return { tool: 'crop', mode: 'pan', ref, photo, box: frame.box, crop: frame.crop, scale: c.scale };
}

/**
 * Picks the tool from where the finger went down: the selected frame or its handle works it
 * (crop, resize), a photo moves (swap), the zoomed-in spread pans, anything else turns the page.
 */
export function startDrag(c: DownContext): { state: DragTool; effects: Effect[] } {
  const worked = direct(c);
  if (worked) return { state: worked, effects: [{ type: 'beginGesture' }] };
  const f = c.under;
  if (f?.frame.kind === 'photo' && f.frame.photoId !== null)
    return { state: startMove(f, c.area.width, c.pageView, c.view.zoom > 1), effects: [] };
  if (c.view.zoom > 1) return { state: { tool: 'pan', view: c.view, area: c.area }, effects: [] };
  return { state: { tool: 'turn', width: c.area.width }, effects: [] };
}

/** Hands a pointer event to the active tool. */
export function stepDrag(state: DragTool, e: PointerEvent): Step<DragTool> {
  switch (state.tool) {
    case 'move':
      return stepMove(state, e);
    case 'crop':
      return stepCrop(state, e);
    case 'resize':
      return stepResize(state, e);
    case 'turn':
      return stepTurn(state, e);
    case 'pan':
      return stepPan(state, e);
  }
}
