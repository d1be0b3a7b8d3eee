import { z } from 'zod';
import { colorSchema, frameSchema } from './frame';

export const pageSchema = z.object({
  id: z.string().min(1),
  /** The template the frames came from; ops keep it in step with the photo frames. */
  template: z.string().min(1),
  /** Null takes the theme's background. */
  background: colorSchema.nullable(),
  frames: z.array(frameSchema),
  /** The chapter the auto-layout put this page in (photos split at time gaps and places). */
  chapter: z.number().int().nonnegative().default(0),
  /** Prints only: how many copies of this print. */
  quantity: z.number().int().min(1).max(999).default(1),
});
export type Page = z.infer<typeof pageSchema>;
