import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogBinding } from './binding';
import { cachedCatalog } from './catalog-cache';
import { catalogCategories, catalogTypes, productPrices, products } from '../db/schema';
import {
  type Catalog,
  type CatalogCategory,
  type CatalogType,
  type Language,
  type LocalisedName,
  languageOf,
} from '../../contract/catalog/catalog';
import type { Currency, Money } from '../../contract/money/currencies';

/** The API's catalog shapes are the contract's (GET /catalog answers `Catalog`). */
export type { Catalog, CatalogCategory, CatalogProduct, CatalogType } from '../../contract/catalog/catalog';
export type { Money } from '../../contract/money/currencies';
export { languageOf };

const pick = (names: LocalisedName, lang: Language) => names[lang] ?? names.en;

const cheapest = (prices: Money[]): Money => prices.reduce((a, b) => (b.amount < a.amount ? b : a));

/** The active catalog, named in the locale's language and priced in one currency (kept: catalog-cache.ts). */
export async function readCatalog(db: Db, currency: Currency, locale: string): Promise<Catalog> {
  const lang = languageOf(locale);
  const catalog = await cachedCatalog(db, `catalog:${currency}:${lang}`, () =>
    queryCatalog(db, currency, lang),
  );
  return { ...catalog, locale };
}

async function queryCatalog(db: Db, currency: Currency, lang: Language): Promise<Omit<Catalog, 'locale'>> {
  const rows = await db
    .select({ category: catalogCategories, type: catalogTypes, product: products, price: productPrices })
    .from(products)
    .innerJoin(catalogTypes, eq(products.typeCode, catalogTypes.code))
    .innerJoin(catalogCategories, eq(catalogTypes.categoryCode, catalogCategories.code))
    .innerJoin(
      productPrices,
      and(eq(productPrices.productCode, products.code), eq(productPrices.currency, currency)),
    )
    .where(eq(products.active, true))
    .orderBy(asc(catalogCategories.sortOrder), asc(catalogTypes.sortOrder), asc(products.sortOrder));

  const categories = new Map<string, CatalogCategory>();
  const types = new Map<string, CatalogType>();
  for (const { category, type, product: p, price } of rows) {
    let cat = categories.get(category.code);
    if (!cat) {
      cat = {
        code: category.code,
        name: pick(category.names, lang),
        fromPrice: { amount: 0, currency },
        types: [],
      };
      categories.set(category.code, cat);
    }
    let t = types.get(type.code);
    if (!t) {
      t = { code: type.code, name: pick(type.names, lang), fromPrice: { amount: 0, currency }, products: [] };
      types.set(type.code, t);
      cat.types.push(t);
    }
    t.products.push({
      code: p.code,
      kind: p.kind,
      size: p.sizeLabel,
      orientation:
        p.trimWidthMm === p.trimHeightMm
          ? 'square'
          : p.trimWidthMm > p.trimHeightMm
            ? 'landscape'
            : 'portrait',
      trim: { width: p.trimWidthMm, height: p.trimHeightMm },
      bleed: p.bleedMm,
      safeMargin: p.safeMarginMm,
      minDpi: p.minDpi,
      recommendedDpi: p.recommendedDpi,
      pages: { min: p.pagesMin, max: p.pagesMax, step: p.pagesStep },
      binding: catalogBinding(p.code),
      price: {
        base: { amount: price.baseMinor, currency },
        extraPage: { amount: price.extraPageMinor, currency },
      },
    });
  }
  for (const t of types.values()) t.fromPrice = cheapest(t.products.map((p) => p.price.base));
  for (const c of categories.values()) c.fromPrice = cheapest(c.types.map((t) => t.fromPrice));
  return { currency, categories: [...categories.values()] };
}
