import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogCategories, catalogTypes, productPrices, products } from '../db/schema';
import type { Currency, Language, LocalisedName } from './catalog-data';
import { LANGUAGES } from './catalog-data';

export interface Money {
  /** Integer amount in the currency's minor unit. */
  amount: number;
  currency: Currency;
}

export interface CatalogProduct {
  code: string;
  kind: 'book' | 'calendar' | 'print';
  size: string;
  orientation: 'square' | 'landscape' | 'portrait';
  trim: { width: number; height: number };
  bleed: number;
  safeMargin: number;
  minDpi: number;
  recommendedDpi: number;
  pages: { min: number; max: number; step: number };
  price: { base: Money; extraPage: Money };
}

export interface CatalogType {
  code: string;
  name: string;
  fromPrice: Money;
  products: CatalogProduct[];
}

export interface CatalogCategory {
  code: string;
  name: string;
  fromPrice: Money;
  types: CatalogType[];
}

export interface Catalog {
  currency: Currency;
  locale: string;
  categories: CatalogCategory[];
}

export function languageOf(locale: string): Language {
  const lang = locale.toLowerCase().split('-')[0] as Language;
  return LANGUAGES.includes(lang) ? lang : 'en';
}

const pick = (names: LocalisedName, lang: Language) => names[lang] ?? names.en;

const cheapest = (prices: Money[]): Money => prices.reduce((a, b) => (b.amount < a.amount ? b : a));

/** The active catalog, named in the locale's language and priced in one currency. */
export async function readCatalog(db: Db, currency: Currency, locale: string): Promise<Catalog> {
  const lang = languageOf(locale);
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
      price: {
        base: { amount: price.baseMinor, currency },
        extraPage: { amount: price.extraPageMinor, currency },
      },
    });
  }
  for (const t of types.values()) t.fromPrice = cheapest(t.products.map((p) => p.price.base));
  for (const c of categories.values()) c.fromPrice = cheapest(c.types.map((t) => t.fromPrice));
  return { currency, locale, categories: [...categories.values()] };
}
