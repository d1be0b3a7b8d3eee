import { z } from 'zod';

/**
 * The one page-count rule of Bindery, shared by the server (save, basket, purchase), the web app
 * (order details, upgrades) and, as data, by render-core (which may not import the contract and
 * keeps a mirror that a test holds to this file: server/catalog/page-count-agreement.test.ts).
 *
 * A product's rule is `{ min, max, step }`: a count is allowed when it lies within min..max and
 * is reached from min in whole steps (a softcover book takes 20, 22, ... 100 pages).
 */
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

export type DesignKind = 'book' | 'calendar' | 'print';

/**
 * The pages a product's rule counts, from the design's inner pages (`document.pages`):
 * - a book counts its inner pages; the cover is not a page;
 * - a calendar counts its cover and its months (twelve months and a cover are 13 pages);
 * - a set of prints: every print is one page and priced on its own, so the rule counts 1.
 */
export function countedPages(kind: DesignKind, innerPages: number): number {
  if (kind === 'calendar') return innerPages + 1;
  if (kind === 'print') return 1;
  return innerPages;
}

/** Whether a count meets a rule: within min..max and whole steps from min. */
export function pageCountAllowed(count: number, rule: PageRule): boolean {
  return (
    Number.isInteger(count) && count >= rule.min && count <= rule.max && (count - rule.min) % rule.step === 0
  );
}

export interface PageCountProblem {
  code: 'PAGE_COUNT';
  count: number;
  min: number;
  max: number;
  step: number;
  /** In English, for API answers and logs; the app words it from the numbers. */
  message: string;
}

/**
 * What is wrong with a design's page count for a product, or null when nothing is. A set of
 * prints has no page problem (each print is one page); an empty set is caught by orderability.
 */
export function pageCountProblem(
  kind: DesignKind,
  innerPages: number,
  rule: PageRule,
): PageCountProblem | null {
  const count = countedPages(kind, innerPages);
  if (pageCountAllowed(count, rule)) return null;
  const { min, max, step } = rule;
  const range =
    min === max ? `exactly ${min} pages` : `${min} to ${max} pages${step > 1 ? ` in steps of ${step}` : ''}`;
  const what = kind === 'calendar' ? 'This calendar has' : 'This design has';
  return { code: 'PAGE_COUNT', count, min, max, step, message: `${what} ${count} pages; it needs ${range}.` };
}
