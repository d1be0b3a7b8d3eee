import { z } from 'zod';
import type { Dpi, Mm } from './units';

const positiveMm = z
  .number()
  .positive()
  .transform((v) => v as Mm);
const nonNegativeMm = z
  .number()
  .nonnegative()
  .transform((v) => v as Mm);

export const pageRuleSchema = z
  .object({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    step: z.number().int().positive(),
  })
  .refine((r) => r.max >= r.min, { message: 'max must be at least min', path: ['max'] })
  .refine((r) => (r.max - r.min) % r.step === 0, {
    message: 'max must be reachable from min in whole steps',
    path: ['step'],
  });
export type PageRule = z.infer<typeof pageRuleSchema>;

/**
 * How a book is bound and what its cover file must be, from the catalog (per product and paper).
 * Absent for calendars and prints, and in documents saved before covers had spines: the print job
 * then takes it from the catalog by product code.
 */
export const bindingSpecSchema = z.object({
  style: z.enum(['softcover', 'hardcover', 'layflat']),
  /** The paper of the inner pages and the thickness of one leaf (two pages) of it. */
  paper: z.object({ code: z.string().min(1).max(64), leafThickness: positiveMm }),
  /** Added to the spine beyond the paper: boards and glue (hardcover), bonded leaves (layflat). */
  spineAllowance: nonNegativeMm,
  /** Cover material turned in round the boards on every side (0 for a softcover). */
  wrap: nonNegativeMm,
  /** The spine carries the title from this width. */
  spineTextMin: positiveMm,
  /** The printer wants the cover and the inner pages as two files. */
  separateCoverFile: z.boolean(),
});
export type BindingSpec = z.infer<typeof bindingSpecSchema>;

/** What the engine needs to know about a printed product: its geometry and print limits. */
export const productSpecSchema = z.object({
  code: z
    .string()
    .max(64)
    .regex(/^[A-Z0-9-]+$/, 'product codes are upper-case letters, digits and dashes'),
  kind: z.enum(['book', 'calendar', 'print']),
  trim: z.object({ width: positiveMm, height: positiveMm }),
  bleed: nonNegativeMm,
  safeMargin: nonNegativeMm,
  /** Below this a photo blocks the order. */
  minDpi: z
    .number()
    .int()
    .positive()
    .transform((v) => v as Dpi),
  /** Below this a photo gets a warning. */
  recommendedDpi: z
    .number()
    .int()
    .positive()
    .transform((v) => v as Dpi),
  pages: pageRuleSchema,
  /** Books: binding and cover-file rules (see bindingSpecSchema). */
  binding: bindingSpecSchema.optional(),
});
export type ProductSpec = z.infer<typeof productSpecSchema>;

/** Every page count a product allows, smallest first. */
export function allowedPageCounts(rule: PageRule): number[] {
  const counts: number[] = [];
  for (let n = rule.min; n <= rule.max; n += rule.step) counts.push(n);
  return counts;
}

/**
 * The pages a product's page rule counts, from a design's inner pages: books their inner pages,
 * calendars their cover and months (13 for a year), a set of prints 1 (each print is one page).
 * The contract's rule (contract/catalog/page-count.ts) is the one the server and app use;
 * render-core may not import it, so server/catalog/page-count-agreement.test.ts holds the two together.
 */
export function countedPages(kind: ProductSpec['kind'], innerPages: number): number {
  if (kind === 'calendar') return innerPages + 1;
  if (kind === 'print') return 1;
  return innerPages;
}

/** How many pages beyond the minimum a book of `pages` pages is charged for. */
export function extraPages(rule: PageRule, pages: number): number {
  return Math.max(0, pages - rule.min);
}
