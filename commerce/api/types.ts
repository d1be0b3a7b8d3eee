import type { z } from 'zod';
import type { pricedBasketSchema, promotionSchema } from '../../contract/api/basket';
import type { ShippingOption } from '../../contract/api/shipping';
import type {
  orderSchema,
  orderStatusSchema,
  orderSummarySchema,
  orderTotalsSchema,
  paymentRecordSchema,
  purchaseAnswer,
} from '../../contract/api/orders';
import type { cardTokenSchema, savedCardSchema } from '../../contract/api/payment';

/** The basket as the server prices it, the answer of GET /basket and of every write to it. */
export type Basket = z.output<typeof pricedBasketSchema>;
export type BasketItem = Basket['items'][number];
export type { ShippingOption };

export interface PostalAddress {
  fullName: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postcode: string;
  countryCode: string;
  phoneNumber: string | null;
}

export interface BookAddress extends PostalAddress {
  uuid: string;
  isDefault: boolean;
}

export type SavedCard = z.infer<typeof savedCardSchema>;

export type CardToken = z.infer<typeof cardTokenSchema>;

export type OrderStatus = z.infer<typeof orderStatusSchema>;

export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export type OrderSummary = z.infer<typeof orderSummarySchema>;

export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export type Order = z.infer<typeof orderSchema>;

export type PurchaseAnswer = z.infer<typeof purchaseAnswer>;

export type Promotion = z.infer<typeof promotionSchema>;
