import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalisedName } from '../../contract/catalog/catalog';

export const catalogCategories = pgTable('catalog_categories', {
  code: text('code').primaryKey(),
  names: jsonb('names').$type<LocalisedName>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const catalogTypes = pgTable('catalog_types', {
  code: text('code').primaryKey(),
  categoryCode: text('category_code')
    .notNull()
    .references(() => catalogCategories.code),
  names: jsonb('names').$type<LocalisedName>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const products = pgTable('products', {
  code: text('code').primaryKey(),
  typeCode: text('type_code')
    .notNull()
    .references(() => catalogTypes.code),
  kind: text('kind', { enum: ['book', 'calendar', 'print'] }).notNull(),
  sizeLabel: text('size_label').notNull(),
  trimWidthMm: real('trim_width_mm').notNull(),
  trimHeightMm: real('trim_height_mm').notNull(),
  bleedMm: real('bleed_mm').notNull(),
  safeMarginMm: real('safe_margin_mm').notNull(),
  minDpi: integer('min_dpi').notNull(),
  recommendedDpi: integer('recommended_dpi').notNull(),
  pagesMin: integer('pages_min').notNull(),
  pagesMax: integer('pages_max').notNull(),
  pagesStep: integer('pages_step').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Products dropped from the data file stay for old orders but are no longer offered. */
  active: boolean('active').notNull().default(true),
});

export const productPrices = pgTable(
  'product_prices',
  {
    productCode: text('product_code')
      .notNull()
      .references(() => products.code),
    currency: char('currency', { length: 3 }).notNull(),
    /** Prices are integers in the currency's minor unit (pence, cents, øre, grosze). */
    baseMinor: integer('base_minor').notNull(),
    extraPageMinor: integer('extra_page_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.currency] })],
);

/** Key-value facts about this installation (e.g. when the catalog was last seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
