import { z } from 'zod';
import { cropForFrame } from '../model/crop';
import { defineOp, frameRefSchema } from './define';
import { findPage, findPhoto, findPhotoFrame } from './find';

/** Puts another photo in a frame (also fills an empty one); the old photo becomes unused. */
export const replacePhoto = defineOp(
  'replacePhoto',
  frameRefSchema.extend({ photoId: z.string().min(1) }),
  (draft, { pageId, frameId, photoId }) => {
    const photo = findPhoto(draft, photoId);
    const frame = findPhotoFrame(findPage(draft, pageId), frameId);
    frame.photoId = photo.id;
    frame.crop = cropForFrame(photo, frame.box);
    const removed = draft.removedPhotoIds.indexOf(photoId);
    if (removed >= 0) draft.removedPhotoIds.splice(removed, 1);
  },
);
