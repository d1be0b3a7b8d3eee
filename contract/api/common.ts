import { z } from 'zod';

/** Every failed API call answers this body, with a 4xx or 5xx status. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Where the problem is, e.g. `body.postcode` or `query.country`. */
    field: z.string().optional(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((s) => s.toUpperCase());
