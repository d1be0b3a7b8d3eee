import { z } from 'zod';
import { templateById } from '../layout/templates';
import { defineOp, OpError } from './define';
import { takeId } from './find';
import { retemplate } from './retemplate';

/**
 * A bound book gets a back cover of its own: a page printed left of the spine on the cover sheet,
 * edited like any page (photos, text, background). Without one the back shows the cover's background.
 */
export const addBackCover = defineOp(
  'addBackCover',
  z.object({ template: z.string().default('single') }),
  (draft, { template }) => {
    if (draft.kind !== 'book' || !draft.cover)
      throw new OpError('WRONG_KIND', `only a book with a cover has a back cover; this is a ${draft.kind}`);
    if (draft.backCover) throw new OpError('ALREADY_THERE', 'the book already has a back cover');
    const chosen = templateById(template);
    if (!chosen || chosen.special)
      throw new OpError('UNKNOWN_TEMPLATE', `template ${template} is not in the library`);
    draft.backCover = {
      id: takeId(draft, 'p'),
      template: chosen.id,
      background: null,
      frames: [],
      chapter: 0,
      quantity: 1,
    };
    retemplate(draft, draft.backCover, chosen, []);
  },
);
