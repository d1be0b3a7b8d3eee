import { z } from 'zod';
import { colorSchema } from '../model/frame';
import { defineOp } from './define';
import { findPage } from './find';

/** A page's own background colour; null goes back to the theme's. */
export const setBackground = defineOp(
  'setBackground',
  z.object({ pageId: z.string().min(1), color: colorSchema.nullable() }),
  (draft, { pageId, color }) => {
    findPage(draft, pageId).background = color;
  },
);
