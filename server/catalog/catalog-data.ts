import { productSpecSchema } from '../../render-core/model/product';
import { type CatalogData, catalogDataSchema } from '../../contract/catalog/catalog';
import raw from './catalog.data.json';

export type { CatalogData, Language, LocalisedName } from '../../contract/catalog/catalog';

/**
 * The catalog data file, validated by the contract's schema and every product again by
 * render-core's (the engine keeps its own, with unit types): a bad edit fails start-up and tests
 * with the field named.
 */
export function loadCatalogData(input: unknown = raw): CatalogData {
  const parsed = catalogDataSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`catalog.data.json: ${issue.path.join('.')}: ${issue.message}`);
  }
  const codes = new Set<string>();
  for (const category of parsed.data.categories)
    for (const type of category.types)
      for (const product of type.products) {
        if (codes.has(product.code))
          throw new Error(`catalog.data.json: duplicate product code ${product.code}`);
        codes.add(product.code);
        const spec = productSpecSchema.safeParse(product);
        if (!spec.success) {
          const issue = spec.error.issues[0]!;
          throw new Error(`catalog.data.json: ${product.code}: ${issue.path.join('.')}: ${issue.message}`);
        }
      }
  return parsed.data;
}
