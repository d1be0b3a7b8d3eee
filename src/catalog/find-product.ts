import type { Catalog, CatalogCategory, CatalogProduct, CatalogType } from './use-catalog';

export interface FoundProduct {
  category: CatalogCategory;
  type: CatalogType;
  product: CatalogProduct;
}

/** A product of the catalog with the category and style (type) it belongs to, or null. */
export function findProduct(catalog: Catalog, code: string): FoundProduct | null {
  for (const category of catalog.categories) {
    for (const type of category.types) {
      const product = type.products.find((p) => p.code === code);
      if (product) return { category, type, product };
    }
  }
  return null;
}
