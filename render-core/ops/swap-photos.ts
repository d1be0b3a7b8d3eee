import { z } from 'zod';
import { cropForFrame } from '../model/crop';
import { defaultCrop } from '../model/frame';
import { defineOp, frameRefSchema } from './define';
import { findPage, findPhoto, findPhotoFrame } from './find';

/** Swaps the photos of two frames (any pages); each crop restarts on its new photo's faces or focus. */
export const swapPhotos = defineOp(
  'swapPhotos',
  z.object({ a: frameRefSchema, b: frameRefSchema }),
  (draft, { a, b }) => {
    const first = findPhotoFrame(findPage(draft, a.pageId), a.frameId);
    const second = findPhotoFrame(findPage(draft, b.pageId), b.frameId);
    [first.photoId, second.photoId] = [second.photoId, first.photoId];
    [first.filter, second.filter] = [second.filter, first.filter];
    for (const frame of [first, second]) {
      frame.crop = frame.photoId
        ? cropForFrame(findPhoto(draft, frame.photoId), frame.box)
        : { ...defaultCrop };
    }
  },
);
