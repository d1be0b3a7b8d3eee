import { z } from 'zod';
import { defineOp, OpError } from './define';
import { findPage } from './find';

/**
 * Prints: how many copies of one print (each page of a set of prints is one print, kept in its
 * `quantity`). The server prices a set as a print's price times every copy. Books and calendars
 * have no copies per page: a second book is a basket quantity.
 */
export const setQuantity = defineOp(
  'setQuantity',
  z.object({ pageId: z.string().min(1), quantity: z.number().int().min(1).max(999) }),
  (draft, { pageId, quantity }) => {
    if (draft.kind !== 'print') {
      throw new OpError('WRONG_KIND', `copies are set per print; a ${draft.kind} is ordered as a whole`);
    }
    findPage(draft, pageId).quantity = quantity;
  },
);
