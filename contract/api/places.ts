import { z } from 'zod';

/** POST /places/lookup: place names for photo GPS positions, from data on our own server. */
export const placesBody = z.object({
  points: z
    .array(z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }))
    .min(1)
    .max(1000),
});
export type PlacesBody = z.infer<typeof placesBody>;

export const placeSchema = z.object({
  /** A town or city name for a title, e.g. "San Sebastián". */
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
});
export type Place = z.infer<typeof placeSchema>;

/** One entry per point, in order; null where no town lies near (at sea, in a wilderness). */
export const placesResponse = z.object({ places: z.array(placeSchema.nullable()) });
