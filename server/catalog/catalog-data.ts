import { z } from 'zod';
import { productSpecSchema } from '../../render-core/model/product';
import raw from './catalog.data.json';

export const CURRENCIES = ['GBP', 'EUR', 'USD', 'DKK', 'NOK', 'SEK', 'PLN'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = z.enum(CURRENCIES, {
  message: `must be one of ${CURRENCIES.join(', ')}`,
});

/** Names are kept per language; a locale such as en-gb or de-de reads its language's name. */
export const LANGUAGES = ['en', 'da', 'de', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'pt', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
const localisedName = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1)])) as {
    [K in Language]: z.ZodString;
  },
);
export type LocalisedName = z.infer<typeof localisedName>;

const minorUnits = z.number().int().nonnegative();
const priceTable = z.object(
  Object.fromEntries(CURRENCIES.map((c) => [c, z.object({ base: minorUnits, extraPage: minorUnits })])) as {
    [K in Currency]: z.ZodObject<{ base: typeof minorUnits; extraPage: typeof minorUnits }>;
  },
);

const code = z.string().regex(/^[a-z0-9-]+$/, 'codes are lower-case letters, digits and dashes');

export const catalogDataSchema = z.object({
  version: z.literal(1),
  currencies: z.array(currencySchema),
  categories: z
    .array(
      z.object({
        code,
        name: localisedName,
        types: z
          .array(
            z.object({
              code,
              name: localisedName,
              products: z
                .array(productSpecSchema.extend({ size: z.string().min(1), prices: priceTable }))
                .min(1),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type CatalogData = z.infer<typeof catalogDataSchema>;

/** The catalog data file, validated: a bad edit fails start-up and tests with the field named. */
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
      }
  return parsed.data;
}
