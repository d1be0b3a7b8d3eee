import type { PricedBasket } from '../../server/basket/basket';
import type { ShippingOption } from '../../server/shipping/options';
import type { z } from 'zod';
import type { promotionSchema } from '../../contract/api/basket';
import type {
  orderSchema,
  orderStatusSchema,
  orderSummarySchema,
  orderTotalsSchema,
  paymentRecordSchema,
  purchaseAnswer,
} from '../../contract/api/orders';
import type { cardTokenSchema, savedCardSchema } from '../../contract/api/payment';

export type Basket = PricedBasket;
export type BasketItem = PricedBasket['items'][number];
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
