import { z } from 'zod';
import { addressInput } from '../address/address';
import { fulfilmentSchema, partnerStatusSchema } from './print-partner';

/** How checkout names the card to pay with: a saved card, or a fresh gateway token. */
export const cardChoiceSchema = z.union([
  z.object({ cardId: z.uuid('must be a saved card id') }),
  z.object({ token: z.string().min(4).max(100), save: z.boolean().default(false) }),
]);
export type CardChoice = z.infer<typeof cardChoiceSchema>;

/** The same key on a repeated purchase or retry means the same attempt: nothing is charged twice. */
export const idempotencyKeySchema = z.string().min(8, 'must be at least 8 characters').max(100);

/** A guest's confirmation address (the server requires it from guests, ignores it for accounts). */
export const guestEmailSchema = z
  .email('must be an e-mail address')
  .max(254)
  .transform((e) => e.trim().toLowerCase())
  .optional();

/** POST /basket/purchase */
export const purchaseBody = z.object({
  idempotencyKey: idempotencyKeySchema,
  payment: cardChoiceSchema,
  email: guestEmailSchema,
});

/** POST /basket/express-purchase (paid with the wallet) */
export const expressPurchaseBody = z.object({
  idempotencyKey: idempotencyKeySchema,
  email: guestEmailSchema,
});

export const orderIdSchema = z.uuid('must be an order id');

/** GET /transaction?id=… */
export const transactionQuery = z.object({ id: orderIdSchema });

/** GET /transaction/get-print-transactions?printId=… */
export const printTransactionsQuery = z.object({ printId: z.uuid('must be a print id') });

/** POST /transaction/retry-payment */
export const retryPaymentBody = z.object({
  orderId: orderIdSchema,
  idempotencyKey: idempotencyKeySchema,
  payment: z.union([cardChoiceSchema, z.literal('wallet')]),
});

/** GET /order/:orderId/print-file/:itemId */
export const printFileParams = z.object({
  orderId: orderIdSchema,
  itemId: z.uuid('must be an order line id'),
});

/** POST /order/cancel */
export const cancelOrderBody = z.object({ orderId: orderIdSchema, reason: z.string().max(500).optional() });

/** POST /order/update-address */
export const updateOrderAddressBody = z.object({ orderId: orderIdSchema, address: addressInput });

/** POST /order/update-layout */
export const updateOrderLayoutBody = z.object({
  orderId: orderIdSchema,
  itemId: z.uuid('must be an order item id'),
});

/** POST /account/credit-cards: saves a gateway token (never a card number). */
export const saveCardBody = z.object({ token: z.string().min(4).max(100) });

/** DELETE /account/credit-cards/:id */
export const cardParams = z.object({ id: z.uuid('must be a card id') });

export const orderStatusSchema = z.enum([
  'placed',
  'payment_failed',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelling',
  'cancelled',
]);

export const orderTotalsSchema = z.object({
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  shippingMinor: z.number().int(),
  creditMinor: z.number().int(),
  totalMinor: z.number().int(),
  vatMinor: z.number().int(),
  vatRate: z.number(),
});

/** One order in the user's list (GET /order-history). */
export const orderSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: orderStatusSchema,
  currency: z.string(),
  totals: orderTotalsSchema,
  placedAt: z.string(),
  paidAt: z.string().nullable(),
  itemCount: z.number().int(),
  title: z.string(),
  /** Where the order is at the printer, and its parcel's tracking page once shipped. */
  partnerStatus: partnerStatusSchema.nullable(),
  trackingUrl: z.string().nullable(),
});

/** GET /order-history */
export const orderHistoryAnswer = z.object({ orders: z.array(orderSummarySchema) });

/** An address as an order keeps it (delivery, billing). */
export const postalAddressSchema = z.object({
  fullName: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postcode: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string().nullable(),
});

/** One payment attempt of an order, as its customer sees it. */
export const paymentRecordSchema = z.object({
  id: z.string(),
  method: z.enum(['card', 'wallet']),
  status: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  reference: z.string().nullable(),
  declineMessage: z.string().nullable(),
  /** Why the gateway declined (card_declined, insufficient_funds, …), for the app's own words. */
  declineCode: z.string().nullable().optional(),
  createdAt: z.string(),
});

export const orderItemSchema = z.object({
  id: z.string(),
  printId: z.string(),
  productCode: z.string(),
  title: z.string(),
  pageCount: z.number().int(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  lineTotalMinor: z.number().int(),
  printFileReady: z.boolean(),
});

/** One order with its lines, payments and life at the printer (GET /transaction). */
export const orderSchema = orderSummarySchema.extend({
  transaction_reference: z.string(),
  billing_currency: z.string(),
  basket_value_in_billing_currency_decimal: z.number(),
  voucher_codes: z.array(z.string()),
  history: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
  /** Where the confirmation went. */
  email: z.string().nullable(),
  voucherCodes: z.array(z.string()),
  deliveryAddress: postalAddressSchema,
  shippingMethod: z.string(),
  /** The dates promised at payment; `estimate` fallback: the partner could not say (a rough estimate). */
  estimatedDelivery: z.object({
    earliest: z.string(),
    latest: z.string(),
    estimate: z.enum(['partner', 'fallback']).optional(),
  }),
  /** The late rule (docs/ARCHITECTURE.md "Delivery promises"): when the promise was missed, what came back. */
  late: z.object({ at: z.string(), shippingRefundMinor: z.number().int() }).nullable().optional(),
  items: z.array(orderItemSchema),
  /** The order's life at the printer: its steps with dates, tracking, a rejection's reason. */
  fulfilment: fulfilmentSchema,
  payments: z.array(paymentRecordSchema),
  canChange: z.boolean(),
  changeClosesAt: z.string().nullable(),
  cannotChangeReason: z.string().nullable(),
  // --- w53-lifecycle: the change window and changes asked of the printer ---
  /** held: ours alone until changeClosesAt · partner: asked of the printer · null: nothing can change. */
  changeMode: z.enum(['held', 'partner']).nullable(),
  /** When the change window closed and the order went to the printer. */
  handedOffAt: z.string().nullable(),
  /** The printer's answer to the last change or cancel asked after the window. */
  changeOutcome: z
    .object({
      kind: z.enum(['address', 'layout', 'cancel']),
      outcome: z.enum(['pending', 'accepted', 'refused']),
      reason: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});

/** GET /transaction, POST /order/cancel */
export const orderAnswer = z.object({ order: orderSchema });

/** POST /basket/purchase, /basket/express-purchase and /transaction/retry-payment: the order and this attempt. */
export const purchaseAnswer = z.object({
  order: orderSchema,
  payment: z.object({
    id: z.string(),
    status: z.string(),
    actionUrl: z.string().nullable(),
    declineCode: z.string().nullable(),
    declineMessage: z.string().nullable(),
  }),
});
