import { describe, expect, it } from 'vitest';
import * as contract from '../../contract/catalog/page-count';
import * as engine from '../../render-core';
import { loadCatalogData } from './catalog-data';

/**
 * render-core may not import the contract, so it keeps a mirror of the page-count rule (it gets
 * the rule itself as data, in each document's product). This holds the two together for every
 * product in the catalog and every page count a design could have.
 */
describe('the page-count rule is the same in the contract and in render-core', () => {
  const products = loadCatalogData().categories.flatMap((c) => c.types.flatMap((t) => t.products));

  it.each(products.map((p) => [p.code, p] as const))('%s', (_code, product) => {
    for (let inner = 0; inner <= 150; inner++) {
      const counted = contract.countedPages(product.kind, inner);
      expect(engine.countedPages(product.kind, inner)).toBe(counted);
      expect(engine.pageCountAllowed(counted, product.pages)).toBe(
        contract.pageCountAllowed(counted, product.pages),
      );
      expect(contract.pageCountProblem(product.kind, inner, product.pages) === null).toBe(
        contract.pageCountAllowed(counted, product.pages),
      );
    }
  });

  it('a softcover book takes 20 to 100 pages in steps of 2; a calendar counts its cover', () => {
    const rule = products.find((p) => p.code === 'BOOK-SC-20X20')!.pages;
    expect([3, 0, 140, 21].map((n) => contract.pageCountAllowed(n, rule))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const calendar = products.find((p) => p.code === 'CAL-WALL-A4')!;
    expect(contract.pageCountProblem('calendar', 12, calendar.pages)).toBeNull();
  });
});
