import { readFileSync } from 'node:fs';
import { type CatalogData, catalogDataSchema } from '../../contract/catalog/catalog';

/** server/catalog/catalog.data.json, read with the contract's schema: names, sizes, page rules, prices. */
const catalogSchema = catalogDataSchema;
export type SiteCatalog = CatalogData;
export type CatalogCategory = SiteCatalog['categories'][number];
export type CatalogType = CatalogCategory['types'][number];
export type CatalogProduct = CatalogType['products'][number];

export function readCatalog(file: string): SiteCatalog {
  const parsed = catalogSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

export function nameIn(name: Record<string, string>, language: string): string {
  return name[language] ?? name.en ?? Object.values(name)[0] ?? '';
}

export function findType(catalog: SiteCatalog, category: string, type: string) {
  const cat = catalog.categories.find((c) => c.code === category);
  const ty = cat?.types.find((t) => t.code === type);
  return cat && ty ? { category: cat, type: ty } : null;
}

export function findTypeByCode(catalog: SiteCatalog, type: string) {
  for (const category of catalog.categories) {
    const found = category.types.find((t) => t.code === type);
    if (found) return { category, type: found };
  }
  return null;
}
