import { z } from 'zod';
import { defineOp, OpError } from './define';
import { findPageIndex } from './find';

/** Moves an inner page so that it ends up at index `to`. */
export const movePage = defineOp(
  'movePage',
  z.object({ pageId: z.string().min(1), to: z.number().int().nonnegative() }),
  (draft, { pageId, to }) => {
    const from = findPageIndex(draft, pageId);
    if (to >= draft.pages.length)
      throw new OpError('OUT_OF_RANGE', `a page can move to 0..${draft.pages.length - 1}`);
    const [page] = draft.pages.splice(from, 1);
    draft.pages.splice(to, 0, page!);
  },
);
