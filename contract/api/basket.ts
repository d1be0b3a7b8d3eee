import { z } from 'zod';
import { addressInput } from '../address/address';
import { SHIPPING_METHODS } from '../geo/shipping';
import { currencySchema } from '../money/currencies';
import { countryCodeSchema } from './common';
import { orderTotalsSchema, postalAddressSchema } from './orders';
import { checkClaimFields } from './print-checks';
import { shippingOptionSchema } from './shipping';

export const MAX_BASKET_QUANTITY = 50;
const quantity = z
  .number()
  .int()
  .min(1, 'must be at least 1')
  .max(MAX_BASKET_QUANTITY, `must be at most ${MAX_BASKET_QUANTITY}`);
const productCode = z.string().min(1).max(64);

/**
 * Every basket call says which locale, country and currency to price and name things for
 * (?locale=de-de&country=DE&currency=EUR): the currency is the one the customer chose in the header,
 * so a change of currency is a change of view, priced again by the server. Without it the basket is
 * priced in the account's currency.
 */
export const basketViewQuery = z.object({
  locale: z.string().max(10).optional(),
  country: countryCodeSchema.optional(),
  currency: currencySchema.optional(),
});

/** POST /basket/item */
export const addItemBody = z.object({
  printId: z.uuid('must be a print id'),
  productCode: productCode.optional(),
  quantity: quantity.default(1),
  ...checkClaimFields,
});

/** PATCH /basket/item */
export const changeItemBody = z.object({
  itemId: z.uuid('must be a basket item id'),
  quantity: quantity.optional(),
  productCode: productCode.optional(),
  ...checkClaimFields,
});

/** DELETE /basket/item?id=… (with the view query beside it) */
export const removeItemQuery = basketViewQuery.extend({ id: z.uuid('must be a basket item id') });

/** POST /basket/check-voucher, /add-voucher and /remove-voucher */
export const voucherBody = z.object({ code: z.string().trim().min(1, 'is required').max(40) });

/** A saved address of the user's, or a new one. */
export const addressChoice = z.union([
  z.object({ addressUuid: z.uuid('must be an address id') }),
  z.object({ address: addressInput }),
]);

/** POST /basket/set-delivery-address */
export const setDeliveryAddressBody = z.object({
  delivery: addressChoice,
  /** Omitted: billed to the delivery address. */
  billing: addressChoice.optional(),
});

/** POST /basket/set-shipping-method */
export const setShippingMethodBody = z.object({ method: z.enum(SHIPPING_METHODS) });

/** POST /basket/set-delivery-country: where the customer wants it delivered, before an address (issue 53). */
export const setDeliveryCountryBody = z.object({ country: countryCodeSchema });

/** GET /basket/quote: the order step's price for one design, by the basket's own pricing (issue 53). */
export const basketQuoteQuery = basketViewQuery.extend({
  printId: z.uuid('must be a print id'),
  productCode: productCode.optional(),
  quantity: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(MAX_BASKET_QUANTITY, `must be at most ${MAX_BASKET_QUANTITY}`)
    .default(1),
});

/** GET /basket/count */
export const basketCountAnswer = z.object({ count: z.number().int().nonnegative() });

/** POST /basket/check-voucher: a refused code is an answer, with its reason and words. */
export const checkVoucherAnswer = z.union([
  z.object({ ok: z.literal(true), code: z.string() }),
  z.object({ ok: z.literal(false), code: z.string(), reason: z.string(), message: z.string() }),
]);

/** Minor units by currency code (a fixed voucher's amount, a minimum spend). */
const minorByCurrency = z.record(z.string(), z.number().int());

export const promotionSchema = z.object({
  code: z.string(),
  kind: z.enum(['percentage', 'fixed', 'free_shipping']),
  percentOff: z.number().nullable(),
  amountOff: minorByCurrency.nullable(),
  minimumSpend: minorByCurrency.nullable(),
  expiresAt: z.string().nullable(),
});

/** GET /promotions: the public vouchers live now, and the server's time for their countdowns. */
export const promotionsAnswer = z.object({ now: z.string(), promotions: z.array(promotionSchema) });

/** One line of the basket as the server prices it (server/basket/basket.ts PricedItem). */
export const pricedItemSchema = z.object({
  id: z.string(),
  printId: z.string(),
  productCode: z.string(),
  typeName: z.string(),
  sizeLabel: z.string(),
  kind: z.string(),
  title: z.string(),
  pageCount: z.number().int(),
  printCount: z.number().int().nullable(),
  copies: z.number().int().nullable(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  lineTotalMinor: z.number().int(),
  coverPhotoId: z.string().nullable(),
  thumbnailPhotoId: z.string().nullable(),
  upgrades: z.array(
    z.object({ productCode: z.string(), typeName: z.string(), unitPriceMinor: z.number().int() }),
  ),
});

/** A voucher in the basket: applied, or kept with the reason it does not apply now. */
export const appliedVoucherSchema = z.object({
  code: z.string(),
  kind: z.enum(['percentage', 'fixed', 'free_shipping', 'referral']),
  applied: z.boolean(),
  discountMinor: z.number().int(),
  problem: z
    .object({
      reason: z.enum(['expired', 'not_started', 'minimum_spend', 'used', 'currency', 'stacking']),
      message: z.string(),
    })
    .optional(),
});

/** The whole basket priced by the server from the catalog (server/basket/basket.ts PricedBasket). */
export const pricedBasketSchema = z.object({
  currency: z.string(),
  /** The one delivery country delivery and VAT are priced for. */
  country: z.string(),
  /** address: the delivery address's · chosen: the customer picked it · default: from the currency. */
  countrySource: z.enum(['address', 'chosen', 'default']),
  items: z.array(pricedItemSchema),
  vouchers: z.array(appliedVoucherSchema),
  deliveryAddress: postalAddressSchema.nullable(),
  billingAddress: postalAddressSchema.nullable(),
  shippingMethod: z.string().nullable(),
  /** The method the totals include: the chosen one, else the cheapest. */
  quotedMethod: z.string().nullable(),
  shippingOptions: z.array(shippingOptionSchema),
  creditAvailableMinor: z.number().int(),
  totals: orderTotalsSchema,
  referralCode: z.string().nullable(),
});

/** GET /basket and every write to it: the whole basket, priced again. */
export const basketAnswer = z.object({ basket: pricedBasketSchema });

/** GET /basket/quote: one design priced as the basket would price it alone (the same function). */
export const basketQuoteAnswer = z.object({
  quote: pricedBasketSchema.omit({ items: true }).extend({ item: pricedItemSchema }),
});
