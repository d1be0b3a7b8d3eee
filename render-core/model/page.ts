import { z } from 'zod';
import { colorSchema, frameSchema } from './frame';
import { idText, TEXT_LIMITS } from './text-limits';

export const pageSchema = z.object({
  id: idText(),
  /** The template the frames came from; ops keep it in step with the photo frames. */
  template: z.string().min(1).max(TEXT_LIMITS.template),
  /** Null takes the theme's background. */
  background: colorSchema.nullable(),
  frames: z.array(frameSchema),
  /** The chapter the auto-layout put this page in (photos split at time gaps and places). */
  chapter: z.number().int().nonnegative().default(0),
  /** Prints only: how many copies of this print. */
  quantity: z.number().int().min(1).max(999).default(1),
  /**
   * Prints only: the print turned a quarter to suit its photo (a portrait photo on a 6x4), its trim
   * the product's with width and height swapped. Optional, so older documents need no migration.
   */
  turned: z.boolean().optional(),
  /** Prints only: a border round the photo, mm; absent or 0 runs the photo to the edge. */
  border: z.number().min(0).max(20).optional(),
});
export type Page = z.infer<typeof pageSchema>;
