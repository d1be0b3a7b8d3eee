import type { PricedBasket } from '../../server/basket/basket';
import type { ShippingOption } from '../../server/shipping/options';
import type { z } from 'zod';
import type { promotionSchema } from '../../contract/api/basket';
import type { orderStatusSchema, orderSummarySchema, orderTotalsSchema } from '../../contract/api/orders';
import type { cardTokenSchema, savedCardSchema } from '../../contract/api/payment';
import type { Fulfilment } from '../../contract/api/print-partner';

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

export interface PaymentRecord {
  id: string;
  method: 'card' | 'wallet';
  status: string;
  amountMinor: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  reference: string | null;
  declineMessage: string | null;
  createdAt: string;
}

export interface Order extends OrderSummary {
  transaction_reference: string;
  billing_currency: string;
  basket_value_in_billing_currency_decimal: number;
  voucher_codes: string[];
  history: { status: OrderStatus; at: string }[];
  /** Where the confirmation went. */
  email: string | null;
  voucherCodes: string[];
  deliveryAddress: PostalAddress;
  shippingMethod: string;
  estimatedDelivery: { earliest: string; latest: string };
  items: {
    id: string;
    printId: string;
    productCode: string;
    title: string;
    pageCount: number;
    quantity: number;
    unitPriceMinor: number;
    lineTotalMinor: number;
    printFileReady: boolean;
  }[];
  /** The order's life at the printer: its steps with dates, tracking, a rejection's reason. */
  fulfilment: Fulfilment;
  payments: PaymentRecord[];
  canChange: boolean;
  changeClosesAt: string | null;
  cannotChangeReason: string | null;
}

export interface PurchaseAnswer {
  order: Order;
  payment: {
    id: string;
    status: string;
    actionUrl: string | null;
    declineCode: string | null;
    declineMessage: string | null;
  };
}

export type Promotion = z.infer<typeof promotionSchema>;
