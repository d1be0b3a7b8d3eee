import type { CatalogCategory } from './catalog';

/**
 * The style whose picture stands for a whole category: photo books show the hardcover, the book
 * we start customers with (DEFAULT_PHOTO_BOOK); other categories their first style.
 */
export function pictureTypeOf(category: Pick<CatalogCategory, 'types'>): string | undefined {
  return (category.types.find((t) => t.code === 'hardcover') ?? category.types[0])?.code;
}
