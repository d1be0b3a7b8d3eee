import { z } from 'zod';

/** GET /basket/check-design?printId=…&productCode=… : the order step's print checks (issue 53). */
export const checkDesignQuery = z.object({
  printId: z.uuid('must be a print id'),
  productCode: z.string().min(1).max(64).optional(),
});

/** One print check finding as the server words it (server/print/orderability.ts DesignFinding). */
export const designFindingSchema = z.object({
  code: z.string(),
  severity: z.enum(['blocking', 'warning']),
  message: z.string(),
  page: z.union([z.literal('cover'), z.number().int(), z.null()]),
  pageId: z.string().nullable(),
  frame: z.string().nullable(),
  photoId: z.string().nullable(),
  values: z.record(z.string(), z.number()),
});
export type DesignFindingAnswer = z.infer<typeof designFindingSchema>;

/**
 * The checks of the stored design at `revision`: the basket takes it only with that revision
 * (`checkedRevision`), and a design with empty pages or frames only with `orderAnyway`.
 */
export const checkDesignAnswer = z.object({
  printId: z.string(),
  productCode: z.string(),
  revision: z.number().int(),
  findings: z.array(designFindingSchema),
  orderable: z.boolean(),
});
export type CheckDesignAnswer = z.infer<typeof checkDesignAnswer>;

/** What an add to the basket (or a line's change) says about the check it follows. */
export const checkClaimFields = {
  /** The revision the order step checked; a design changed since is refused (409). */
  checkedRevision: z.number().int().positive().optional(),
  /** The customer's "order anyway" to that check's warnings, recorded with the revision. */
  orderAnyway: z.boolean().optional(),
};
