import { z } from 'zod';

/** An order the late rule flagged (docs/ARCHITECTURE.md "Delivery promises"), for the operator. */
export const lateOrderRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  email: z.string().nullable(),
  country: z.string(),
  promised: z.object({ earliest: z.string(), latest: z.string() }),
  lateAt: z.string(),
  shippingRefundMinor: z.number().int(),
  currency: z.string(),
});

/** GET /admin/orders/late: every order flagged late, newest first. */
export const lateOrdersAnswer = z.object({ orders: z.array(lateOrderRowSchema) });

/** POST /admin/orders/late/sweep: the late rule run now over every open order; how many it flagged. */
export const lateSweepAnswer = z.object({ flagged: z.number().int() });
