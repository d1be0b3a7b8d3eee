/** The user's zoom and pan over the fitted spread: zoom 1 fits, x/y move it in screen pixels. */
export interface View {
  zoom: number;
  x: number;
  y: number;
}

export const FIT: View = { zoom: 1, x: 0, y: 0 };
export const MAX_ZOOM = 4;
/** One press of a zoom button or key. */
export const ZOOM_STEP = 1.5;

/** Zooms by `factor` keeping the screen point (px, py) where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, view.zoom * factor));
  const k = zoom / view.zoom;
  if (zoom === 1) return FIT;
  return { zoom, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

/** Keeps a zoomed spread covering the viewport, so it can never be panned out of sight. */
export function clampView(view: View, width: number, height: number): View {
  if (view.zoom <= 1) return FIT;
  const minX = width - width * view.zoom;
  const minY = height - height * view.zoom;
  return { zoom: view.zoom, x: Math.min(0, Math.max(minX, view.x)), y: Math.min(0, Math.max(minY, view.y)) };
}

/**
 * Two fingers: zooms by how far apart they moved, around where they started, and follows their
 * midpoint, so the spread stays under the fingers as in a photo viewer.
 */
export function pinchView(
  start: View,
  factor: number,
  from: { x: number; y: number },
  to: { x: number; y: number },
): View {
  const zoomed = zoomAt(start, factor, from.x, from.y);
  if (zoomed.zoom === 1) return FIT;
  return { zoom: zoomed.zoom, x: zoomed.x + to.x - from.x, y: zoomed.y + to.y - from.y };
}

/** The part of the spread on screen, in spread millimetres: the whole spread, or one page of it. */
export interface ViewWindow {
  x: number;
  width: number;
  height: number;
}

/** Where the window sits in a box at the fitted size: screen = offset + millimetres × fit. */
export interface Fitted {
  fit: number;
  offsetX: number;
  offsetY: number;
}

/** Fits the window into a box of `width`×`height` screen pixels, centred both ways. */
export function fitWindow(win: ViewWindow, width: number, height: number): Fitted {
  if (width <= 0 || height <= 0 || win.width <= 0 || win.height <= 0)
    return { fit: 1, offsetX: 0, offsetY: 0 };
  const fit = Math.min(width / win.width, height / win.height);
  return {
    fit,
    offsetX: (width - win.width * fit) / 2 - win.x * fit,
    offsetY: (height - win.height * fit) / 2,
  };
}

/**
 * The canvas's own height for a width: tall enough for the window at full width, kept between
 * `min` and `max` (a short cover sheet still gets a usable area; a tall page leaves room for tools).
 */
export function canvasHeight(width: number, win: ViewWindow, min: number, max: number): number {
  const natural = win.width > 0 ? (width * win.height) / win.width : min;
  return Math.round(Math.min(Math.max(natural, min), Math.max(min, max)));
}

export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of `rect` inside a `width`×`height` area, or null when none of it is. */
export function clipRect(rect: ScreenRect, width: number, height: number): ScreenRect | null {
  const x = Math.max(0, rect.x);
  const y = Math.max(0, rect.y);
  const right = Math.min(width, rect.x + rect.width);
  const bottom = Math.min(height, rect.y + rect.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/**
 * Where a bar of actions goes beside a selected frame inside the canvas area, never over it: above
 * it, else below, else to its right or left; null when the frame leaves no room on any side.
 */
export function placeBeside(
  frame: ScreenRect,
  bar: { width: number; height: number },
  area: { width: number; height: number },
  gap = 8,
): { left: number; top: number; side: 'above' | 'below' | 'right' | 'left' } | null {
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), max);
  if (bar.width <= area.width) {
    const left = clamp(frame.x + frame.width / 2 - bar.width / 2, area.width - bar.width);
    const above = frame.y - gap - bar.height;
    if (above >= 0) return { left, top: above, side: 'above' };
    const below = frame.y + frame.height + gap;
    if (below + bar.height <= area.height) return { left, top: below, side: 'below' };
  }
  if (bar.height <= area.height) {
    const top = clamp(frame.y, area.height - bar.height);
    const right = frame.x + frame.width + gap;
    if (right + bar.width <= area.width) return { left: right, top, side: 'right' };
    const left = frame.x - gap - bar.width;
    if (left >= 0) return { left, top, side: 'left' };
  }
  return null;
}
