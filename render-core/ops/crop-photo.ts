import { z } from 'zod';
import { coverBox } from '../model/crop';
import { defineOp, frameRefSchema, OpError } from './define';
import { findPage, findPhoto, findPhotoFrame } from './find';

const fraction = z.number().min(0).max(1);

/**
 * Shows a chosen part of the photo (fractions of its width and height). The frame keeps its
 * shape, so the part is centred and its width sets the zoom; a part wider than zoom 1 shows
 * is taken as zoom 1.
 */
export const cropPhoto = defineOp(
  'cropPhoto',
  frameRefSchema.extend({
    rect: z
      .object({ x: fraction, y: fraction, width: fraction.positive(), height: fraction.positive() })
      .refine(
        (r) => r.x + r.width <= 1.0001 && r.y + r.height <= 1.0001,
        'the crop must lie inside the photo',
      ),
  }),
  (draft, { pageId, frameId, rect }) => {
    const frame = findPhotoFrame(findPage(draft, pageId), frameId);
    if (frame.photoId === null) throw new OpError('EMPTY_FRAME', 'an empty frame has nothing to crop');
    const photo = findPhoto(draft, frame.photoId);
    const cover = coverBox(frame.box.width, frame.box.height, frame.crop.rotation);
    const widestShown = Math.min(photo.width / cover.width, photo.height / cover.height) * cover.width;
    const zoomForWidth = widestShown / (rect.width * photo.width);
    const zoomForHeight = (widestShown * (cover.height / cover.width)) / (rect.height * photo.height);
    frame.crop.zoom = Math.min(10, Math.max(1, Math.min(zoomForWidth, zoomForHeight)));
    frame.crop.centerX = rect.x + rect.width / 2;
    frame.crop.centerY = rect.y + rect.height / 2;
  },
);
