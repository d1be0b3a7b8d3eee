import { z } from 'zod';
import { defineOp, frameRefSchema } from './define';
import { findPage, findPhotoFrame } from './find';

/** Turns the photo inside its frame, in degrees clockwise; it still covers the frame (crop maths). */
export const rotatePhoto = defineOp(
  'rotatePhoto',
  frameRefSchema.extend({ rotation: z.number().min(-360).max(360) }),
  (draft, { pageId, frameId, rotation }) => {
    findPhotoFrame(findPage(draft, pageId), frameId).crop.rotation = rotation % 360;
  },
);
