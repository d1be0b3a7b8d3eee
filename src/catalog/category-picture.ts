import type { CatalogCategory } from './use-catalog';

/**
 * The style whose picture stands for a whole category: photo books show the hardcover, the book
 * we start customers with (DEFAULT_PHOTO_BOOK); other categories their first style.
 */
export function pictureTypeOf(category: CatalogCategory): string | undefined {
  return (category.types.find((t) => t.code === 'hardcover') ?? category.types[0])?.code;
}
