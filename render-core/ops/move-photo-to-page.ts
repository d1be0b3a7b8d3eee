import { z } from 'zod';
import { bestTemplateFor } from '../layout/best-template';
import { MAX_PHOTOS_PER_PAGE, templateById } from '../layout/templates';
import { themeById } from '../model/theme';
import { defineOp, frameRefSchema, OpError } from './define';
import { findPage, findPhoto, findPhotoFrame } from './find';
import { photoIdsOn, retemplate } from './retemplate';

/**
 * Moves a photo onto another page: both pages take the best template for their new photo count.
 * A page left with no photo keeps one empty frame.
 */
export const movePhotoToPage = defineOp(
  'movePhotoToPage',
  z.object({ from: frameRefSchema, toPageId: z.string().min(1) }),
  (draft, { from, toPageId }, context) => {
    const source = findPage(draft, from.pageId);
    const target = findPage(draft, toPageId);
    if (source.id === target.id) return;
    const photoId = findPhotoFrame(source, from.frameId).photoId;
    if (photoId === null) throw new OpError('EMPTY_FRAME', 'that frame holds no photo to move');
    const targetPhotos = [...photoIdsOn(target), photoId];
    if (targetPhotos.length > MAX_PHOTOS_PER_PAGE) {
      throw new OpError('PAGE_FULL', `a page holds at most ${MAX_PHOTOS_PER_PAGE} photos`);
    }
    const geometry = { trim: draft.product.trim, spacing: themeById(draft.theme).spacing };
    const photosOf = (ids: string[]) => ids.map((id) => findPhoto(draft, id));
    const sourcePhotos = photoIdsOn(source).filter((id) => id !== photoId);
    const sourceTemplate =
      sourcePhotos.length === 0 ? templateById('single')! : bestTemplateFor(photosOf(sourcePhotos), geometry);
    retemplate(draft, source, sourceTemplate, sourcePhotos, context);
    retemplate(draft, target, bestTemplateFor(photosOf(targetPhotos), geometry), targetPhotos, context);
  },
);
