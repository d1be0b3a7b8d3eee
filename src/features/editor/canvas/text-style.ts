import {
  contrastRatio,
  type FontFamily,
  hexLuminance,
  MIN_CONTRAST,
  relativeLuminance,
} from '../../../../render-core';

export { contrastRatio, hexLuminance, MIN_CONTRAST, relativeLuminance };

/**
 * The on-page text editor's choices, as pure functions: the contrast of a colour against what is
 * behind the text (WCAG 2.x relative luminance), the "Auto" colour, the swatches a customer may
 * pick, and the size steps of the format bar.
 */

/**
 * The average relative luminance of RGBA pixels (an ImageData's data), the part behind a text box.
 * Transparent pixels are skipped; no opaque pixel at all reads as white paper.
 */
export function averageLuminance(rgba: ArrayLike<number>): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if ((rgba[i + 3] ?? 0) < 128) continue;
    sum += relativeLuminance(rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0);
    count++;
  }
  return count === 0 ? 1 : sum / count;
}

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/** "Auto": black or white, whichever contrasts more with a background of this luminance. */
export function autoColor(background: number): string {
  return contrastRatio(hexLuminance(BLACK), background) >= contrastRatio(hexLuminance(WHITE), background)
    ? BLACK
    : WHITE;
}

/** The colours the format bar offers beside Auto: ink, paper and three print-friendly hues. */
export const SWATCHES = ['#222222', '#ffffff', '#8a1c1c', '#1f4e79', '#2f5d3a'] as const;

export interface Swatch {
  color: string;
  ratio: number;
  /** At least 4.5:1 against the background: it may be chosen. */
  readable: boolean;
}

/** Each swatch with its contrast against a background of this luminance. */
export function swatchesOn(background: number, colors: readonly string[] = SWATCHES): Swatch[] {
  return colors.map((color) => {
    const ratio = contrastRatio(hexLuminance(color), background);
    return { color, ratio, readable: ratio >= MIN_CONTRAST };
  });
}

/**
 * The colour text takes on this background: `wanted` while it keeps 4.5:1, else the Auto colour
 * (a theme's white caption moved onto a light photo turns black rather than vanish).
 */
export function readableColor(wanted: string, background: number): string {
  return contrastRatio(hexLuminance(wanted), background) >= MIN_CONTRAST ? wanted : autoColor(background);
}

/** The format bar's size steps, in points: − and + move one step; a size between steps snaps. */
export const SIZE_STEPS = [10, 12, 14, 18, 24, 32, 44, 60] as const;
const LARGEST = 60;
const SMALLEST = 10;

/** The step nearest to `size` (the lower one on a tie). */
export function nearestStep(size: number): number {
  let best: number = SMALLEST;
  for (const s of SIZE_STEPS) if (Math.abs(s - size) < Math.abs(best - size)) best = s;
  return best;
}

/** One step larger (dir 1) or smaller (−1) than `size`, stopping at the ends. */
export function stepSize(size: number, dir: 1 | -1): number {
  if (dir > 0) return SIZE_STEPS.find((s) => s > size) ?? LARGEST;
  return [...SIZE_STEPS].reverse().find((s) => s < size) ?? SMALLEST;
}

/** The fonts we print, in the order the bar shows them, each with the i18n key of its shown name. */
export const PRINTED_FONTS: readonly { font: FontFamily; name: string }[] = [
  { font: 'Inter', name: 'clean' },
  { font: 'Lora', name: 'classic' },
  { font: 'DejaVu Sans', name: 'plain' },
  { font: 'DejaVu Serif', name: 'book' },
];
