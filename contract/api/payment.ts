import { z } from 'zod';

/** POST /payment/sandbox/tokens: a test card, as the sandbox gateway's tokeniser takes it. */
export const sandboxCardBody = z.object({
  number: z
    .string()
    .max(30)
    .transform((s) => s.replace(/[\s-]/g, '')),
  expMonth: z.coerce.number().int().min(0).max(99),
  expYear: z.coerce.number().int().min(0).max(9999),
  cvc: z.string().max(4),
});

/** The sandbox's challenge and wallet pages: a charge reference in the path. */
export const sandboxRefParams = z.object({
  ref: z.string().regex(/^(ch|wl)_[A-Za-z0-9_-]{16}$/, 'must be a charge reference'),
});
