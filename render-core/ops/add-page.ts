import { z } from 'zod';
import { templateById } from '../layout/templates';
import { defineOp, OpError } from './define';
import { retemplate } from './retemplate';
import { takeId } from './find';

/** Inserts an empty page at `at` (0 is before the first inner page). */
export const addPage = defineOp(
  'addPage',
  z.object({ at: z.number().int().nonnegative(), template: z.string().default('single') }),
  (draft, { at, template }, context) => {
    const chosen = templateById(template);
    if (!chosen || chosen.special)
      throw new OpError('UNKNOWN_TEMPLATE', `template ${template} is not in the library`);
    if (at > draft.pages.length)
      throw new OpError('OUT_OF_RANGE', `a page can go at 0..${draft.pages.length}`);
    const chapter = draft.pages[Math.max(0, at - 1)]?.chapter ?? 0;
    const page = {
      id: takeId(draft, 'p', context),
      template: chosen.id,
      background: null,
      frames: [],
      chapter,
      quantity: 1,
    };
    draft.pages.splice(at, 0, page);
    retemplate(draft, draft.pages[at]!, chosen, [], context);
  },
);
