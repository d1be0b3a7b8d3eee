import { defineOp, frameRefSchema, OpError } from './define';
import { findPage, findPhotoFrame } from './find';

/** Empties a frame and sets its photo aside as removed (restore-removed-photos brings it back). */
export const removePhoto = defineOp('removePhoto', frameRefSchema, (draft, { pageId, frameId }) => {
  const frame = findPhotoFrame(findPage(draft, pageId), frameId);
  if (frame.photoId === null) throw new OpError('EMPTY_FRAME', 'that frame holds no photo');
  if (!draft.removedPhotoIds.includes(frame.photoId)) draft.removedPhotoIds.push(frame.photoId);
  frame.photoId = null;
});
