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
