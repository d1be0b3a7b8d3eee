import { z } from 'zod';
import type { Mm } from './units';

const mmNumber = z.number().transform((v) => v as Mm);

/** A rectangle on a page, in millimetres from the trim's top-left corner (bleed lies outside it). */
export const boxSchema = z.object({
  x: mmNumber,
  y: mmNumber,
  width: z
    .number()
    .positive()
    .transform((v) => v as Mm),
  height: z
    .number()
    .positive()
    .transform((v) => v as Mm),
});
export type Box = z.infer<typeof boxSchema>;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** True when `inner` lies inside `outer`, allowing a hair of rounding. */
export function boxInside(inner: Rect, outer: Rect, tolerance = 0.01): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}
