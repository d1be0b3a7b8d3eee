import type {
  Article,
  Author,
  BlogCollection,
  Category,
  Page,
  ProductContent,
  ProductTypesContent,
} from '../../schema/content';

/** One locale's content, by slug. */
export interface LocaleData {
  pages: Map<string, Page>;
  products: Map<string, ProductContent>;
  productTypes: Map<string, ProductTypesContent>;
  articles: Map<string, Article>;
  categories: Map<string, Category>;
  authors: Map<string, Author>;
  collections: Map<string, BlogCollection>;
}

/** Articles newest first. */
export function articlesByDate(data: LocaleData): [string, Article][] {
  return [...data.articles].sort(([, a], [, b]) => b.date.localeCompare(a.date));
}
