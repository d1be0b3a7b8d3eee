import { z } from 'zod';
import { defineOp } from './define';
import { findPage } from './find';

/** Prints: how many copies of one print. */
export const setQuantity = defineOp(
  'setQuantity',
  z.object({ pageId: z.string().min(1), quantity: z.number().int().min(1).max(999) }),
  (draft, { pageId, quantity }) => {
    findPage(draft, pageId).quantity = quantity;
  },
);
