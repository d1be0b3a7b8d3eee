import { z } from 'zod';
import { defineOp, frameRefSchema } from './define';
import { findPage, findPhotoFrame } from './find';

/** Sets which point of the photo sits at the frame's centre (a drag sends many; history merges them). */
export const panPhoto = defineOp(
  'panPhoto',
  frameRefSchema.extend({ centerX: z.number().min(0).max(1), centerY: z.number().min(0).max(1) }),
  (draft, { pageId, frameId, centerX, centerY }) => {
    const frame = findPhotoFrame(findPage(draft, pageId), frameId);
    frame.crop.centerX = centerX;
    frame.crop.centerY = centerY;
  },
);
