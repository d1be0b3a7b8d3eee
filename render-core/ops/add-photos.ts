import { z } from 'zod';
import { photoRefSchema } from '../model/photo';
import { defineOp } from './define';

/** Adds newly picked photos to the pool as unused photos; ids already present are skipped. */
export const addPhotos = defineOp(
  'addPhotos',
  z.object({ photos: z.array(photoRefSchema) }),
  (draft, { photos }) => {
    const known = new Set(draft.photos.map((p) => p.id));
    for (const photo of photos) {
      if (known.has(photo.id)) continue;
      known.add(photo.id);
      draft.photos.push(photo);
    }
  },
);
