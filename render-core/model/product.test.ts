import { describe, expect, it } from 'vitest';
import { allowedPageCounts, extraPages, pageRuleSchema, productSpecSchema } from './product';

describe('product spec', () => {
  it('lists the page counts a rule allows', () => {
    expect(allowedPageCounts({ min: 20, max: 26, step: 2 })).toEqual([20, 22, 24, 26]);
  });

  it('charges only pages beyond the minimum', () => {
    expect(extraPages({ min: 20, max: 100, step: 2 }, 18)).toBe(0);
    expect(extraPages({ min: 20, max: 100, step: 2 }, 30)).toBe(10);
  });

  it('refuses page rules that cannot be met', () => {
    expect(pageRuleSchema.safeParse({ min: 20, max: 10, step: 2 }).success).toBe(false);
    expect(pageRuleSchema.safeParse({ min: 20, max: 25, step: 2 }).success).toBe(false);
  });

  it('refuses a negative bleed', () => {
    const spec = {
      code: 'BOOK-X',
      kind: 'book',
      trim: { width: 200, height: 200 },
      bleed: -1,
      safeMargin: 10,
      minDpi: 100,
      recommendedDpi: 200,
      pages: { min: 20, max: 100, step: 2 },
    };
    const result = productSpecSchema.safeParse(spec);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['bleed']);
  });
});
