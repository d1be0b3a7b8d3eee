import { z } from 'zod';
import { pageCountAllowed } from '../layout/page-count';
import { countedPages, productSpecSchema } from '../model/product';
import { defineOp, OpError } from './define';

/**
 * Another cover, binding or paper for the same design: the document takes a product of its own
 * kind and trim size, so every frame keeps its place. A product that would change the layout
 * (another kind or size) or does not take the design's page count is refused. The page count is
 * the one print checks use: calendars count their cover, books their inner pages.
 */
export const changeProduct = defineOp(
  'changeProduct',
  z.object({ product: productSpecSchema }),
  (draft, { product }) => {
    const from = draft.product;
    if (product.code === from.code) return;
    if (product.kind !== draft.kind) {
      throw new OpError('WRONG_KIND', `${product.code} is a ${product.kind}, this design is a ${draft.kind}`);
    }
    if (product.trim.width !== from.trim.width || product.trim.height !== from.trim.height) {
      throw new OpError(
        'WRONG_SIZE',
        `${product.code} is ${product.trim.width}×${product.trim.height} mm, this design is ${from.trim.width}×${from.trim.height} mm`,
      );
    }
    const count = countedPages(draft.kind, draft.pages.length);
    if (!pageCountAllowed(count, product.pages)) {
      const { min, max, step } = product.pages;
      throw new OpError(
        'PAGE_COUNT',
        `${product.code} takes ${min} to ${max} pages in steps of ${step}, this design has ${count}`,
      );
    }
    draft.product = product;
  },
);
