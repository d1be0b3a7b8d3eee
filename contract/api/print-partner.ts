import { z } from 'zod';

/** POST /admin/print-partner/resend and /admin/print-partner/refund */
export const partnerOrderBody = z.object({ orderId: z.uuid('must be an order id') });

/** GET /admin/print-partner/stuck?hours=… (PRINT_PARTNER_STUCK_HOURS when absent) */
export const stuckOrdersQuery = z.object({
  hours: z.coerce.number().min(0).max(720).optional(),
});

/** POST /print-partner/webhook/:partner (the partner's signed body is read raw, never by this schema) */
export const partnerWebhookParams = z.object({ partner: z.enum(['lulu', 'file-system']) });

/** Our statuses at the print partner (server/print-partner/statuses.ts). */
export const partnerStatusSchema = z.enum([
  'submitted',
  'accepted',
  'in_production',
  'shipped',
  'delivered',
  'rejected',
  'canceled',
]);

/** An order's life at the printer, in the order detail (`fulfilment`) answered to its customer. */
export const fulfilmentSchema = z.object({
  partner: z.string().nullable(),
  status: partnerStatusSchema.nullable(),
  statusAt: z.string().nullable(),
  history: z.array(
    z.object({
      status: partnerStatusSchema,
      at: z.string(),
      partnerStatus: z.string(),
      detail: z.string().optional(),
    }),
  ),
  trackingId: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

/** One order in the operator's lists. */
export const partnerOrderRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  partner: z.string().nullable(),
  partnerReference: z.string().nullable(),
  partnerStatus: partnerStatusSchema.nullable(),
  partnerStatusAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  email: z.string().nullable(),
  paidAt: z.string().nullable(),
});

/** GET /admin/print-partner/stuck and /rejections */
export const partnerOrderListAnswer = z.object({ orders: z.array(partnerOrderRowSchema) });

/** POST /admin/print-partner/resend */
export const partnerOrderAnswer = z.object({ order: partnerOrderRowSchema });

/** POST /admin/print-partner/refund: the cancelled order and how many payments were refunded. */
export const partnerRefundAnswer = z.object({
  order: partnerOrderRowSchema,
  refundedPayments: z.number().int(),
});

/** POST /print-partner/webhook/:partner: what became of the delivery (server/print-partner/webhooks.ts). */
export const partnerWebhookAnswer = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'unchanged', 'ignored', 'unknown-order']),
});
