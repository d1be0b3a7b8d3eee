import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The part of server/catalog/catalog.data.json the site shows: names, sizes, page rules, prices. */
const localisedName = z.record(z.string(), z.string());
const price = z.object({ base: z.number().int(), extraPage: z.number().int().optional() });
const catalogSchema = z.object({
  categories: z.array(
    z.object({
      code: z.string(),
      name: localisedName,
      types: z.array(
        z.object({
          code: z.string(),
          name: localisedName,
          products: z.array(
            z.object({
              code: z.string(),
              size: z.string(),
              trim: z.object({ width: z.number(), height: z.number() }),
              pages: z.object({ min: z.number(), max: z.number() }).optional(),
              prices: z.record(z.string(), price),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type SiteCatalog = z.infer<typeof catalogSchema>;
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
