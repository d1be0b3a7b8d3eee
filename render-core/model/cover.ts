import type { Rect } from './geometry';
import type { BindingSpec, ProductSpec } from './product';

/**
 * A book's cover as the printer makes it: one sheet of back + spine + front, with the turn-in
 * (wrap) round a hardcover's boards and the bleed outside it. Millimetres, origin top-left of the
 * sheet. `trim` is where the cover material is cut (the sheet less its bleed).
 */
export interface CoverWrap {
  width: number;
  height: number;
  bleed: number;
  wrap: number;
  spine: number;
  trim: Rect;
  back: Rect;
  spineBox: Rect;
  front: Rect;
  /** The spine is wide enough to carry the title. */
  spineText: boolean;
}

/** Spine widths are given to a tenth of a millimetre, as print shops' spine calculators do. */
const tenth = (v: number) => Math.round(v * 10) / 10;

/** The spine of a book of `innerPages` pages: one leaf of paper per two pages, plus the allowance. */
export function spineWidth(binding: BindingSpec, innerPages: number): number {
  const leaves = Math.ceil(innerPages / 2);
  return tenth(leaves * binding.paper.leafThickness + binding.spineAllowance);
}

/**
 * The cover sheet of a bound book. Its width is 2 × trim width + spine + 2 × (bleed + wrap) and its
 * height trim height + 2 × (bleed + wrap).
 */
export function coverWrap(product: ProductSpec, binding: BindingSpec, innerPages: number): CoverWrap {
  const { trim, bleed } = product;
  const wrap = binding.wrap;
  const spine = spineWidth(binding, innerPages);
  const edge = bleed + wrap;
  const width = 2 * trim.width + spine + 2 * edge;
  const height = trim.height + 2 * edge;
  return {
    width,
    height,
    bleed,
    wrap,
    spine,
    trim: { x: bleed, y: bleed, width: width - 2 * bleed, height: height - 2 * bleed },
    back: { x: edge, y: edge, width: trim.width, height: trim.height },
    spineBox: { x: edge + trim.width, y: edge, width: spine, height: trim.height },
    front: { x: edge + trim.width + spine, y: edge, width: trim.width, height: trim.height },
    spineText: spine >= binding.spineTextMin,
  };
}
