import { and, eq } from 'drizzle-orm';
import { pageCountProblem } from '../../contract/catalog/page-count';
import { cachedCatalog } from '../catalog/catalog-cache';
import { languageOf } from '../catalog/catalog-query';
import type { Db } from '../db/client';
import { catalogTypes, productPrices, products } from '../db/schema';

export interface PricedProduct {
  code: string;
  kind: 'book' | 'calendar' | 'print';
  typeCode: string;
  typeName: string;
  sizeLabel: string;
  trimWidthMm: number;
  trimHeightMm: number;
  pagesMin: number;
  pagesMax: number;
  pagesStep: number;
  active: boolean;
  baseMinor: number;
  extraPageMinor: number;
}

/** Every product with its price in one currency and its type's name in the locale's language. */
export async function pricedProducts(
  db: Db,
  currency: string,
  locale: string,
): Promise<ReadonlyMap<string, PricedProduct>> {
  const lang = languageOf(locale);
  return cachedCatalog(db, `priced:${currency}:${lang}`, () => queryPricedProducts(db, currency, lang));
}

async function queryPricedProducts(
  db: Db,
  currency: string,
  lang: ReturnType<typeof languageOf>,
): Promise<ReadonlyMap<string, PricedProduct>> {
  const rows = await db
    .select({ product: products, type: catalogTypes, price: productPrices })
    .from(products)
    .innerJoin(catalogTypes, eq(products.typeCode, catalogTypes.code))
    .innerJoin(
      productPrices,
      and(eq(productPrices.productCode, products.code), eq(productPrices.currency, currency)),
    );
  return new Map(
    rows.map(({ product: p, type, price }) => [
      p.code,
      {
        code: p.code,
        kind: p.kind,
        typeCode: p.typeCode,
        typeName: type.names[lang] ?? type.names.en,
        sizeLabel: p.sizeLabel,
        trimWidthMm: p.trimWidthMm,
        trimHeightMm: p.trimHeightMm,
        pagesMin: p.pagesMin,
        pagesMax: p.pagesMax,
        pagesStep: p.pagesStep,
        active: p.active,
        baseMinor: price.baseMinor,
        extraPageMinor: price.extraPageMinor,
      },
    ]),
  );
}

/** Whether a design of `innerPages` inner pages meets a product's page rule (contract/catalog/page-count.ts). */
export const takesPages = (p: PricedProduct, innerPages: number) =>
  pageCountProblem(p.kind, innerPages, { min: p.pagesMin, max: p.pagesMax, step: p.pagesStep }) === null;

/**
 * The products a print may be made as: its own product, and the active products of the same kind
 * and trim size (e.g. a softcover 20×20 book as a hardcover or layflat) whose page rule takes its
 * pages. `innerPages` is the document's `pages.length`; the rule counts them its own way.
 */
export function productChoices(
  all: ReadonlyMap<string, PricedProduct>,
  printProduct: string,
  innerPages: number,
): PricedProduct[] {
  const own = all.get(printProduct);
  if (!own) return [];
  return [...all.values()].filter(
    (p) =>
      p.code === own.code ||
      (p.active &&
        p.kind === own.kind &&
        p.trimWidthMm === own.trimWidthMm &&
        p.trimHeightMm === own.trimHeightMm &&
        takesPages(p, innerPages)),
  );
}
