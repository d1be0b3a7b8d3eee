import type { Draft } from 'immer';
import { z } from 'zod';
import { backCoverPage } from '../layout/back-cover';
import { orderByTime } from '../layout/chapters';
import { templateById } from '../layout/templates';
import type { Page } from '../model/page';
import type { PhotoRef } from '../model/photo';
import { themeById } from '../model/theme';
import { defineOp, OpError } from './define';
import { takeId } from './find';
import { retemplate } from './retemplate';

/**
 * A bound book gets a back cover of its own: a page printed left of the spine on the cover sheet,
 * edited like any page (photos, text, background). Without one the back shows the cover's background.
 * Without a template it comes designed, as a new book's does (render-core/layout/back-cover).
 */
export const addBackCover = defineOp(
  'addBackCover',
  z.object({ template: z.string().optional() }),
  (draft, { template }, context) => {
    if (draft.kind !== 'book' || !draft.cover)
      throw new OpError('WRONG_KIND', `only a book with a cover has a back cover; this is a ${draft.kind}`);
    if (draft.backCover) throw new OpError('ALREADY_THERE', 'the book already has a back cover');
    if (template === undefined) {
      // No layout asked for: the designed back cover a new book gets (a small photo, the title).
      const theme = themeById(draft.theme);
      const removed = new Set(draft.removedPhotoIds);
      const cover = draft.cover.frames.find((f) => f.kind === 'photo');
      draft.backCover = backCoverPage({
        photos: orderByTime(draft.photos.filter((p) => !removed.has(p.id)) as PhotoRef[]),
        coverPhotoId: cover?.kind === 'photo' ? cover.photoId : null,
        title: draft.title,
        theme,
        geometry: { trim: draft.product.trim, spacing: theme.spacing },
        safeMargin: draft.product.safeMargin,
        recommendedDpi: draft.product.recommendedDpi,
        newId: (prefix) => takeId(draft, prefix, context),
      }) as Draft<Page>;
      return;
    }
    const chosen = templateById(template);
    if (!chosen || chosen.special)
      throw new OpError('UNKNOWN_TEMPLATE', `template ${template} is not in the library`);
    draft.backCover = {
      id: takeId(draft, 'p', context),
      template: chosen.id,
      background: null,
      frames: [],
      chapter: 0,
      quantity: 1,
    };
    retemplate(draft, draft.backCover, chosen, [], context);
  },
);
