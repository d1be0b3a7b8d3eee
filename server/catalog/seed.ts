import { notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forgetCachedCatalogs } from './catalog-cache';
import { appMeta, catalogCategories, catalogTypes, productPrices, products } from '../db/schema';
import type { CatalogData } from './catalog-data';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Makes the database's catalog match the data file, in one transaction: new rows are added,
 * changed rows updated, and products no longer in the file are switched off (never deleted,
 * since orders keep pointing at them).
 */
export async function seedCatalog(db: Db, data: CatalogData): Promise<{ products: number }> {
  const codes: string[] = [];
  await db.transaction(async (tx) => {
    for (const [ci, category] of data.categories.entries()) {
      await tx
        .insert(catalogCategories)
        .values({ code: category.code, names: category.name, sortOrder: ci })
        .onConflictDoUpdate({
          target: catalogCategories.code,
          set: { names: excluded('names'), sortOrder: excluded('sort_order') },
        });
      for (const [ti, type] of category.types.entries()) {
        await tx
          .insert(catalogTypes)
          .values({ code: type.code, categoryCode: category.code, names: type.name, sortOrder: ti })
          .onConflictDoUpdate({
            target: catalogTypes.code,
            set: {
              categoryCode: excluded('category_code'),
              names: excluded('names'),
              sortOrder: excluded('sort_order'),
            },
          });
        for (const [pi, p] of type.products.entries()) {
          codes.push(p.code);
          const row = {
            code: p.code,
            typeCode: type.code,
            kind: p.kind,
            sizeLabel: p.size,
            trimWidthMm: p.trim.width,
            trimHeightMm: p.trim.height,
            bleedMm: p.bleed,
            safeMarginMm: p.safeMargin,
            minDpi: p.minDpi,
            recommendedDpi: p.recommendedDpi,
            pagesMin: p.pages.min,
            pagesMax: p.pages.max,
            pagesStep: p.pages.step,
            sortOrder: pi,
            active: true,
          };
          const { code: _code, ...update } = row;
          await tx.insert(products).values(row).onConflictDoUpdate({ target: products.code, set: update });
          const prices = Object.entries(p.prices).map(([currency, price]) => ({
            productCode: p.code,
            currency,
            baseMinor: price.base,
            extraPageMinor: price.extraPage,
          }));
          await tx
            .insert(productPrices)
            .values(prices)
            .onConflictDoUpdate({
              target: [productPrices.productCode, productPrices.currency],
              set: { baseMinor: excluded('base_minor'), extraPageMinor: excluded('extra_page_minor') },
            });
        }
      }
    }
    await tx.update(products).set({ active: false }).where(notInArray(products.code, codes));
    await tx
      .insert(appMeta)
      .values({ key: 'catalog_seeded_version', value: String(data.version) })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: excluded('value'), updatedAt: sql`now()` } });
  });
  forgetCachedCatalogs();
  return { products: codes.length };
}
