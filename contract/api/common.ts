import { z } from 'zod';

/**
 * A finding about a design (server/print/orderability.ts): blocking ones stop an order. `message`
 * is English; an app words it from `code` and `values`. Basket and purchase refusals name the print.
 */
export const designFindingSchema = z.object({
  code: z.string(),
  severity: z.enum(['blocking', 'warning']),
  message: z.string(),
  page: z.union([z.literal('cover'), z.number().int(), z.null()]),
  pageId: z.string().nullable(),
  frame: z.string().nullable(),
  photoId: z.string().nullable(),
  values: z.record(z.string(), z.number()),
  printId: z.string().optional(),
  title: z.string().optional(),
  itemId: z.string().nullable().optional(),
});
export type DesignFindingJson = z.infer<typeof designFindingSchema>;

/** Every failed API call answers this body, with a 4xx or 5xx status. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Where the problem is, e.g. `body.postcode` or `query.country`. */
    field: z.string().optional(),
    details: z.unknown().optional(),
    /** 422 INVALID_DESIGN and NOT_ORDERABLE: what the server found wrong with a design. */
    findings: z.array(designFindingSchema).optional(),
    /** The request's id (also its X-Request-Id header), on every line the server logged for it. */
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((s) => s.toUpperCase());
