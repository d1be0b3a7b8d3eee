import { type PhotoCrop, placePhoto, type Rect } from '../../../../render-core';

/** Half the side of a handle's touch area, in screen px (a 44 px square at the least). */
export const HANDLE_REACH = 24;
/** A text box is never made smaller than this, in mm, so it can still be grabbed and read. */
export const MIN_TEXT_MM = 8;
const MAX_PHOTO_ZOOM = 10;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** How far inside the frame's corner its handle sits, so a frame at the canvas's edge keeps it whole. */
const HANDLE_INSET = 14;

/** The middle of a frame's corner handle: its bottom-right corner, or the canvas's where it is cut off. */
export function handleCentre(rect: Rect, area: { width: number; height: number }) {
  // A thin frame (a one-line caption) keeps the handle on its edge rather than above it.
  const inset = Math.min(HANDLE_INSET, rect.width / 2, rect.height / 2);
  return {
    x: Math.min(rect.x + rect.width, area.width) - inset,
    y: Math.min(rect.y + rect.height, area.height) - inset,
  };
}

/** Whether a point of the canvas is within reach of a frame's corner handle. */
export function onHandle(rect: Rect, area: { width: number; height: number }, x: number, y: number): boolean {
  const c = handleCentre(rect, area);
  return Math.abs(x - c.x) <= HANDLE_REACH && Math.abs(y - c.y) <= HANDLE_REACH;
}

/**
 * The crop centre after the finger moved (dx, dy) screen px at `scale` px per mm, so the point of
 * the photo under the finger stays under it. Starts from the centre placePhoto really shows (a
 * stored centre past the edge would otherwise not move at first) and keeps the photo over the frame.
 */
export function pannedCentre(
  photo: { width: number; height: number },
  frame: { width: number; height: number },
  crop: PhotoCrop,
  dx: number,
  dy: number,
  scale: number,
): { centerX: number; centerY: number } {
  const placed = placePhoto(photo, frame, crop);
  const { source } = placed;
  const pxPerMm = source.width / placed.cover.width;
  // The photo is drawn turned by its rotation: bring the finger's movement into the photo's axes.
  const r = (-crop.rotation * Math.PI) / 180;
  const mx = dx / scale;
  const my = dy / scale;
  const ux = mx * Math.cos(r) - my * Math.sin(r);
  const uy = mx * Math.sin(r) + my * Math.cos(r);
  const halfX = source.width / 2 / photo.width;
  const halfY = source.height / 2 / photo.height;
  const cx = (source.x + source.width / 2) / photo.width - (ux * pxPerMm) / photo.width;
  const cy = (source.y + source.height / 2) / photo.height - (uy * pxPerMm) / photo.height;
  return {
    centerX: clamp(clamp(cx, halfX, 1 - halfX), 0, 1),
    centerY: clamp(clamp(cy, halfY, 1 - halfY), 0, 1),
  };
}

/**
 * The zoom after the corner handle moved: the photo grows as the finger's distance from the
 * frame's centre grows (drag out to zoom in), between just covering the frame and ten times that.
 */
export function draggedZoom(
  start: number,
  centre: { x: number; y: number },
  from: { x: number; y: number },
  to: { x: number; y: number },
): number {
  const before = Math.hypot(from.x - centre.x, from.y - centre.y);
  const after = Math.hypot(to.x - centre.x, to.y - centre.y);
  if (before < 1) return start;
  return clamp((start * after) / before, 1, MAX_PHOTO_ZOOM);
}

/** A text box (page mm) moved by (dx, dy) mm, kept wholly on the page's trim. */
export function movedBox(box: Rect, dx: number, dy: number, trim: { width: number; height: number }): Rect {
  return {
    x: clamp(box.x + dx, 0, Math.max(0, trim.width - box.width)),
    y: clamp(box.y + dy, 0, Math.max(0, trim.height - box.height)),
    width: box.width,
    height: box.height,
  };
}

/** A text box (page mm) whose bottom-right corner moved by (dx, dy) mm, within the trim. */
export function resizedBox(box: Rect, dx: number, dy: number, trim: { width: number; height: number }): Rect {
  return {
    x: box.x,
    y: box.y,
    width: clamp(box.width + dx, Math.min(MIN_TEXT_MM, box.width), Math.max(box.width, trim.width - box.x)),
    height: clamp(
      box.height + dy,
      Math.min(MIN_TEXT_MM, box.height),
      Math.max(box.height, trim.height - box.y),
    ),
  };
}

/** How far one Shift+arrow press moves a text box's bottom-right corner, in mm. */
export const KEY_RESIZE_MM = 2;
/** How much one Shift+arrow press zooms a photo in its frame (the key's stand-in for the handle). */
export const KEY_ZOOM_STEP = 1.1;

type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
export const isArrow = (key: string): key is ArrowKey =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';

/**
 * A text box after Shift+arrow: → and ↓ grow it from its bottom-right corner, ← and ↑ shrink it,
 * as dragging the corner handle does. Each press lands on a whole step of millimetres (a box drawn
 * at 31.4 mm goes to 34, then 36), so presses line up; never past the trim nor below the smallest
 * box a drag leaves.
 */
export function keyResizedBox(box: Rect, key: ArrowKey, trim: { width: number; height: number }): Rect {
  const snap = (v: number, dir: 1 | -1) =>
    (dir > 0 ? Math.floor(v / KEY_RESIZE_MM + 1e-6) + 1 : Math.ceil(v / KEY_RESIZE_MM - 1e-6) - 1) *
    KEY_RESIZE_MM;
  const dir = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1;
  const across = key === 'ArrowLeft' || key === 'ArrowRight';
  const dx = across ? snap(box.width, dir) - box.width : 0;
  const dy = across ? 0 : snap(box.height, dir) - box.height;
  return resizedBox(box, dx, dy, trim);
}

/** A photo's zoom after Shift+arrow: → and ↑ zoom in, ← and ↓ out, between covering the frame and ten times. */
export function keyZoomed(zoom: number, key: ArrowKey): number {
  const factor = key === 'ArrowRight' || key === 'ArrowUp' ? KEY_ZOOM_STEP : 1 / KEY_ZOOM_STEP;
  return clamp(zoom * factor, 1, MAX_PHOTO_ZOOM);
}
