import { z } from 'zod';
import { addressInput } from '../address/address';
import { postalAddressSchema } from './orders';
import { partnerOrderRowSchema } from './print-partner';

/**
 * The operator's lists (GET /admin/print-partner/orders?list=…): `window` paid and not yet sent to
 * the printer (the change window); `late` past the latest day promised and not delivered; `stuck`
 * no progress for PRINT_PARTNER_STUCK_HOURS (not yet at the printer that long after payment, or at
 * the printer with no new status that long, before it ships); `rejected` refused by the printer.
 */
export const OPERATOR_LISTS = ['window', 'late', 'stuck', 'rejected'] as const;
/** One list, or one order by its reference (to see any order's audit). */
export const operatorOrdersQuery = z
  .object({ list: z.enum(OPERATOR_LISTS).optional(), reference: z.string().trim().min(1).max(40).optional() })
  .refine((q) => (q.list === undefined) !== (q.reference === undefined), {
    message: 'give either list or reference',
  });

/** One line of an order's audit: who did what to it, when. */
export const operatorActionSchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(['resend', 'refund', 'address']),
  detail: z.string(),
});

export const operatorOrderSchema = partnerOrderRowSchema.extend({
  deliveryAddress: postalAddressSchema,
  estimatedDelivery: z.object({ earliest: z.string(), latest: z.string() }),
  audit: z.array(operatorActionSchema),
});

export const operatorOrdersAnswer = z.object({ orders: z.array(operatorOrderSchema) });

/** POST /admin/print-partner/address: the order's delivery address corrected (same country). */
export const operatorAddressBody = z.object({
  orderId: z.uuid('must be an order id'),
  address: addressInput,
});

/** The corrected order; `resubmitted` when its job at the printer was cancelled and sent again. */
export const operatorAddressAnswer = z.object({ order: operatorOrderSchema, resubmitted: z.boolean() });
