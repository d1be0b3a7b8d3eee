import { z } from 'zod';
import { cropAroundFocus } from '../model/crop';
import { focusOf } from '../model/photo';
import { defineOp, frameRefSchema } from './define';
import { findPage, findPhoto, findPhotoFrame } from './find';

/** Swaps the photos of two frames (any pages); each crop restarts on its new photo's focus. */
export const swapPhotos = defineOp(
  'swapPhotos',
  z.object({ a: frameRefSchema, b: frameRefSchema }),
  (draft, { a, b }) => {
    const first = findPhotoFrame(findPage(draft, a.pageId), a.frameId);
    const second = findPhotoFrame(findPage(draft, b.pageId), b.frameId);
    [first.photoId, second.photoId] = [second.photoId, first.photoId];
    [first.filter, second.filter] = [second.filter, first.filter];
    for (const frame of [first, second]) {
      frame.crop = cropAroundFocus(
        frame.photoId ? focusOf(findPhoto(draft, frame.photoId)) : { x: 0.5, y: 0.5 },
      );
    }
  },
);
