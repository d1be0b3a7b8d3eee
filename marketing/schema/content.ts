import { z } from 'zod';
import { blocksSchema, slugSchema, textSchema } from './blocks';

const meta = {
  title: textSchema,
  description: z
    .string()
    .trim()
    .min(50, 'must be at least 50 characters')
    .max(170, 'must be at most 170 characters'),
};

/** The single pages of SPEC §2, one content file per locale each. */
export const PAGE_KINDS = [
  'home',
  'products',
  'about',
  'download',
  'features',
  'careers',
  'sustainability',
  'email-verified',
  'contact',
  'occasions',
  'offers',
  'black-friday',
  'technology',
  'reviews',
  'blog',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const pageSchema = z.object({ ...meta, heading: textSchema, intro: textSchema, blocks: blocksSchema });

/** A product page: one per catalog product type. */
export const productSchema = z.object({
  ...meta,
  category: slugSchema,
  type: slugSchema,
  tagline: textSchema,
  blocks: blocksSchema,
});

/** A product-types page: one per catalog category, listing its types. */
export const productTypesSchema = z.object({
  ...meta,
  category: slugSchema,
  intro: textSchema,
  blocks: blocksSchema,
});

export const articleSchema = z.object({
  ...meta,
  date: z.iso.date({ message: 'must be a date such as 2026-03-14' }),
  category: slugSchema,
  author: slugSchema,
  readingMinutes: z.number().int().min(1).max(60),
  blocks: blocksSchema.min(1),
});

export const categorySchema = z.object({ ...meta, intro: textSchema });

export const authorSchema = z.object({ ...meta, name: textSchema, role: textSchema, bio: textSchema });

/** A blog collection: an editor's hand-picked list of articles. */
export const collectionSchema = z.object({
  ...meta,
  intro: textSchema,
  articles: z.array(slugSchema).min(1),
});

export const COLLECTIONS = {
  pages: pageSchema,
  products: productSchema,
  'product-types': productTypesSchema,
  articles: articleSchema,
  categories: categorySchema,
  authors: authorSchema,
  collections: collectionSchema,
} as const;
export type CollectionName = keyof typeof COLLECTIONS;

export type Page = z.infer<typeof pageSchema>;
export type ProductContent = z.infer<typeof productSchema>;
export type ProductTypesContent = z.infer<typeof productTypesSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Author = z.infer<typeof authorSchema>;
export type BlogCollection = z.infer<typeof collectionSchema>;
