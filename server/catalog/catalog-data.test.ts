import { describe, expect, it } from 'vitest';
import { loadCatalogData } from './catalog-data';
import raw from './catalog.data.json';

describe('catalog data file', () => {
  it('is valid', () => {
    const data = loadCatalogData();
    expect(data.categories).toHaveLength(3);
  });

  it('names the field of a bad edit', () => {
    const broken = structuredClone(raw) as { categories: { types: { products: { bleed: number }[] }[] }[] };
    broken.categories[0]!.types[1]!.products[2]!.bleed = -3;
    expect(() => loadCatalogData(broken)).toThrow(/categories\.0\.types\.1\.products\.2\.bleed/);
  });
});
