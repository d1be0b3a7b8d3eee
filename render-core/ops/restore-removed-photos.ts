import { z } from 'zod';
import { defineOp } from './define';

/** Brings removed photos back into the pool as unused photos (they are not put back on pages). */
export const restoreRemovedPhotos = defineOp(
  'restoreRemovedPhotos',
  z.object({ photoIds: z.array(z.string()).optional() }),
  (draft, { photoIds }) => {
    draft.removedPhotoIds = photoIds ? draft.removedPhotoIds.filter((id) => !photoIds.includes(id)) : [];
  },
);
