import { z } from 'zod';
import { defineOp, frameRefSchema } from './define';
import { findPage, findPhotoFrame } from './find';

/** Zoom 1 just covers the frame; below that the frame would show bare paper, so it is refused. */
export const zoomPhoto = defineOp(
  'zoomPhoto',
  frameRefSchema.extend({ zoom: z.number().min(1).max(10) }),
  (draft, { pageId, frameId, zoom }) => {
    findPhotoFrame(findPage(draft, pageId), frameId).crop.zoom = zoom;
  },
);
