import { keptFraction } from '../model/crop';
import { MM_PER_INCH } from '../model/units';
import type { Rect } from '../model/geometry';
import type { Template } from './templates';

export interface Fit {
  /** assignment[slot] = index of the photo (in the given list) that goes in that slot. */
  assignment: number[];
  /** Area-weighted share of photo area cropped away: 0 is a perfect fit. */
  cost: number;
}

const byAspect = (aspects: readonly number[]) =>
  aspects.map((_, i) => i).sort((a, b) => aspects[a]! - aspects[b]! || a - b);

/**
 * Fits photos (by aspect ratio) into slot boxes with the least cropping. Pairing the photos and
 * slots sorted by aspect ratio is optimal here because the crop cost only grows with the gap between
 * the two log-aspects, and it costs O(k log k) instead of trying k! permutations.
 */
export function fitPhotos(
  photoAspects: readonly number[],
  boxes: readonly Rect[],
  resolution?: Resolution,
): Fit {
  const slotAspects = boxes.map((b) => b.width / b.height);
  const photoOrder = byAspect(photoAspects);
  const slotOrder = byAspect(slotAspects);
  const assignment = new Array<number>(boxes.length).fill(-1);
  let lost = 0;
  let area = 0;
  for (let i = 0; i < slotOrder.length && i < photoOrder.length; i++) {
    const slot = slotOrder[i]!;
    const photo = photoOrder[i]!;
    assignment[slot] = photo;
    const box = boxes[slot]!;
    const a = box.width * box.height;
    area += a;
    lost += a * (1 - keptFraction(photoAspects[photo]!, slotAspects[slot]!));
    if (resolution)
      lost += a * lowResolutionPenalty(resolution.sizes[photo]!, box, resolution.recommendedDpi);
  }
  return { assignment, cost: area === 0 ? 0 : lost / area };
}

/** Pixel sizes of the photos and the DPI below which a print looks soft. */
export interface Resolution {
  sizes: readonly { width: number; height: number }[];
  recommendedDpi: number;
}

/**
 * Extra cost for a slot too large for the photo's pixels, so a small photo goes in a small slot:
 * the share of the recommended DPI missing, at zoom 1.
 */
function lowResolutionPenalty(
  size: { width: number; height: number },
  box: Rect,
  recommendedDpi: number,
): number {
  const dpi = Math.min(size.width / box.width, size.height / box.height) * MM_PER_INCH;
  return dpi >= recommendedDpi ? 0 : 1 - dpi / recommendedDpi;
}

export interface TemplateChoice {
  template: Template;
  fit: Fit;
}

/** Every candidate template scored for these photos, best first (ties keep library order). */
export function rankTemplates(
  photoAspects: readonly number[],
  candidates: readonly Template[],
  boxesOf: (t: Template) => Rect[],
  resolution?: Resolution,
): TemplateChoice[] {
  return candidates
    .map((template) => ({ template, fit: fitPhotos(photoAspects, boxesOf(template), resolution) }))
    .sort((a, b) => a.fit.cost - b.fit.cost);
}
