import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PHOTO_BOOK } from '../../contract/catalog/default-product';
import { sizePicture, stylePicture } from '../../contract/catalog/product-pictures';
import { loadCatalogData } from './catalog-data';

/** public/product-pictures, made by `npm run pictures` and committed. */
const PICTURES = fileURLToPath(new URL('../../public/product-pictures/', import.meta.url));
const products = () => loadCatalogData().categories.flatMap((c) => c.types.flatMap((t) => t.products));

describe('the catalog and its pictures', () => {
  it('starts photo books with a photo book that is in the catalog', () => {
    const book = products().find((p) => p.code === DEFAULT_PHOTO_BOOK);
    expect(book?.kind).toBe('book');
  });

  it('has a picture for every style and every size', () => {
    const types = loadCatalogData().categories.flatMap((c) => c.types);
    const missing = [
      ...types.map((t) => stylePicture(t.code).file),
      ...products().map((p) => sizePicture(p.code).file),
    ].filter((file) => !existsSync(PICTURES + file));
    expect(missing).toEqual([]);
  });
});
