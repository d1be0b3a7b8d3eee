import { z } from 'zod';
import { defineOp } from './define';
import { allPages } from './find';

/** Empties every photo frame and sets every photo aside; pages, templates and text stay. */
export const removeEverything = defineOp('removeEverything', z.object({}), (draft) => {
  for (const page of allPages(draft)) {
    for (const frame of page.frames) if (frame.kind === 'photo') frame.photoId = null;
  }
  draft.removedPhotoIds = draft.photos.map((p) => p.id);
});
