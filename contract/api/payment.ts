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

/** A saved card as the account shows it: the gateway's token stays on the server. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  createdAt: z.string(),
});

/** GET /account/credit-cards */
export const cardListAnswer = z.object({ cards: z.array(savedCardSchema) });

/** POST /account/credit-cards */
export const savedCardAnswer = z.object({ card: savedCardSchema });

/** DELETE /account/credit-cards/:id */
export const cardDeletedAnswer = z.object({ deleted: z.literal(true) });

/** A card the gateway's tokeniser turned into a token, with what the customer may see of it. */
export const cardTokenSchema = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

/** POST /payment/sandbox/tokens */
export const cardTokenAnswer = z.object({ card: cardTokenSchema });
