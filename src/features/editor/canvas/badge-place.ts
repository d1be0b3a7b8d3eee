import type { ScreenRect } from './view';

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** The badge's corners in order of preference: the top first (captions sit at the bottom). */
const CORNERS: readonly Corner[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];

const overlaps = (a: ScreenRect, b: ScreenRect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Badge's inset from the frame's edges, px. */
export const BADGE_INSET = 4;

/** The box a badge of `size` px takes in a corner of `frame`. */
export function cornerBox(
  frame: ScreenRect,
  corner: Corner,
  size: { width: number; height: number },
): ScreenRect {
  const left = corner.endsWith('left');
  const top = corner.startsWith('top');
  return {
    x: left ? frame.x + BADGE_INSET : frame.x + frame.width - BADGE_INSET - size.width,
    y: top ? frame.y + BADGE_INSET : frame.y + frame.height - BADGE_INSET - size.height,
    ...size,
  };
}

/**
 * Where a frame's badge (low resolution, preparing) goes so it never covers words: the first corner
 * of the frame whose badge square no text box overlaps, the top right when every one is covered.
 * `width` is how wide the badge is (its icon, or its icon and a word).
 */
export function badgeCorner(
  frame: ScreenRect,
  texts: readonly ScreenRect[],
  size: { width: number; height: number },
): Corner {
  for (const corner of CORNERS) {
    const box = cornerBox(frame, corner, size);
    if (!texts.some((t) => overlaps(t, box))) return corner;
  }
  return 'top-right';
}
