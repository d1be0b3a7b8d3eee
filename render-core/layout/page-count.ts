import { allowedPageCounts, type PageRule } from '../model/product';

/** The photos a page shows on average when the product leaves the choice to us. */
export const TARGET_PHOTOS_PER_PAGE = 2.5;

/** The smallest allowed page count that gives each page about TARGET_PHOTOS_PER_PAGE photos. */
export function pageCountFor(photoCount: number, rule: PageRule): number {
  const wanted = Math.ceil(photoCount / TARGET_PHOTOS_PER_PAGE);
  const counts = allowedPageCounts(rule);
  return counts.find((n) => n >= wanted) ?? counts[counts.length - 1]!;
}

export function pageCountAllowed(count: number, rule: PageRule): boolean {
  return count >= rule.min && count <= rule.max && (count - rule.min) % rule.step === 0;
}

/**
 * Splits `total` pages over chapters by their photo counts, each chapter at least one page and no
 * chapter more pages than photos. Highest averages (D'Hondt): the next page always goes to the
 * chapter with the most photos per page, which keeps pages even and fills six-photo pages last.
 * Earlier chapters win ties; pages no chapter can use are left over for the caller.
 */
export function pagesPerChapter(sizes: readonly number[], total: number): number[] {
  const pages = sizes.map(() => 1);
  for (let given = sizes.length; given < total; given++) {
    let best = -1;
    for (let i = 0; i < sizes.length; i++) {
      if (pages[i]! >= sizes[i]!) continue;
      if (best < 0 || sizes[i]! / pages[i]! > sizes[best]! / pages[best]!) best = i;
    }
    if (best < 0) break;
    pages[best]! += 1;
  }
  return pages;
}
