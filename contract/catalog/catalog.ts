import { z } from 'zod';
import { CURRENCIES, type Currency, currencySchema, moneySchema } from '../money/currencies';
import { pageRuleSchema } from './page-count';

/** Catalog names are kept per language; a locale such as en-gb or de-de reads its language's name. */
export const LANGUAGES = ['en', 'da', 'de', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'pt', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The catalog language of a locale: de-de → de, en-gb → en; anything unknown reads English. */
export function languageOf(locale: string): Language {
  const lang = locale.toLowerCase().split('-')[0] as Language;
  return LANGUAGES.includes(lang) ? lang : 'en';
}

export const localisedNameSchema = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1)])) as {
    [K in Language]: z.ZodString;
  },
);
export type LocalisedName = z.infer<typeof localisedNameSchema>;

export const PRODUCT_KINDS = ['book', 'calendar', 'print'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const minorUnits = z.number().int().nonnegative();

/**
 * The price rule of a product in one currency (minor units): `base` buys the product at its
 * minimum page count, each page beyond costs `extraPage`; for a set of prints `base` is the price
 * of one copy of one print.
 */
export const productPriceSchema = z.object({ base: minorUnits, extraPage: minorUnits });
export type ProductPrice = z.infer<typeof productPriceSchema>;

const priceTable = z.object(
  Object.fromEntries(CURRENCIES.map((c) => [c, productPriceSchema])) as {
    [K in Currency]: typeof productPriceSchema;
  },
);

const code = z.string().regex(/^[a-z0-9-]+$/, 'codes are lower-case letters, digits and dashes');

/**
 * A product's geometry and print limits in millimetres and dpi. render-core keeps its own
 * `productSpecSchema` (with unit types) because it imports nothing of ours; the server parses every
 * catalog product with both at start-up (server/catalog/catalog-data.ts), so they cannot drift.
 */
export const catalogProductSpecSchema = z.object({
  code: z.string().regex(/^[A-Z0-9-]+$/, 'product codes are upper-case letters, digits and dashes'),
  kind: z.enum(PRODUCT_KINDS),
  trim: z.object({ width: z.number().positive(), height: z.number().positive() }),
  bleed: z.number().nonnegative(),
  safeMargin: z.number().nonnegative(),
  /** Below this a photo blocks the order. */
  minDpi: z.number().int().positive(),
  /** Below this a photo gets a warning. */
  recommendedDpi: z.number().int().positive(),
  pages: pageRuleSchema,
  /**
   * Books: how the printer binds them, per product and paper (render-core's bindingSpecSchema):
   * the spine is leaves × paper.leafThickness + spineAllowance, hardcover and layflat covers wrap
   * `wrap` mm round the boards.
   */
  binding: z
    .object({
      style: z.enum(['softcover', 'hardcover', 'layflat']),
      paper: z.object({ code: z.string().min(1), leafThickness: z.number().positive() }),
      spineAllowance: z.number().nonnegative(),
      wrap: z.number().nonnegative(),
      spineTextMin: z.number().positive(),
      separateCoverFile: z.boolean(),
    })
    .optional(),
});

/** server/catalog/catalog.data.json: what the server seeds and the marketing site shows. */
export const catalogDataSchema = z.object({
  version: z.literal(1),
  currencies: z.array(currencySchema),
  categories: z
    .array(
      z.object({
        code,
        name: localisedNameSchema,
        types: z
          .array(
            z.object({
              code,
              name: localisedNameSchema,
              products: z
                .array(catalogProductSpecSchema.extend({ size: z.string().min(1), prices: priceTable }))
                .min(1),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type CatalogData = z.infer<typeof catalogDataSchema>;

/** GET /catalog: the active catalog, named in one language and priced in one currency. */
export const catalogProductSchema = catalogProductSpecSchema.extend({
  size: z.string(),
  orientation: z.enum(['square', 'landscape', 'portrait']),
  price: z.object({ base: moneySchema, extraPage: moneySchema }),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

export const catalogTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  fromPrice: moneySchema,
  products: z.array(catalogProductSchema),
});
export type CatalogType = z.infer<typeof catalogTypeSchema>;

export const catalogCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  fromPrice: moneySchema,
  types: z.array(catalogTypeSchema),
});
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

export const catalogSchema = z.object({
  currency: currencySchema,
  locale: z.string(),
  categories: z.array(catalogCategorySchema),
});
export type Catalog = z.infer<typeof catalogSchema>;

export const catalogQuerySchema = z.object({
  currency: currencySchema.optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'must look like en, en-gb or de-de')
    .optional(),
});
