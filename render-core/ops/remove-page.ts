import { z } from 'zod';
import { defineOp } from './define';
import { findPageIndex } from './find';

/** Takes out an inner page; its photos stay in the pool as unused photos. */
export const removePage = defineOp(
  'removePage',
  z.object({ pageId: z.string().min(1) }),
  (draft, { pageId }) => {
    draft.pages.splice(findPageIndex(draft, pageId), 1);
  },
);
