import { z } from 'zod';
import { templateById } from '../layout/templates';
import { defineOp, OpError } from './define';
import { findPage } from './find';
import { photoIdsOn, retemplate } from './retemplate';

/** Re-lays a page on another template; photos beyond its slots become unused photos. */
export const changeTemplate = defineOp(
  'changeTemplate',
  z.object({ pageId: z.string().min(1), template: z.string().min(1) }),
  (draft, { pageId, template }, context) => {
    const chosen = templateById(template);
    if (!chosen || chosen.special)
      throw new OpError('UNKNOWN_TEMPLATE', `template ${template} is not in the library`);
    const page = findPage(draft, pageId);
    if (page.id === draft.cover?.id) throw new OpError('COVER_TEMPLATE', 'the cover keeps its own template');
    retemplate(draft, page, chosen, photoIdsOn(page).slice(0, chosen.slots.length), context);
  },
);
