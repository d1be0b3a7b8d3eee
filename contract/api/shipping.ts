import { z } from 'zod';
import { SHIPPING_METHODS } from '../geo/shipping';
import { currencySchema } from '../money/currencies';
import { countryCodeSchema } from './common';

/** GET /shipping-options?country=DE&currency=EUR */
export const shippingOptionsQuery = z.object({
  country: countryCodeSchema,
  currency: currencySchema.optional(),
});

export const shippingOptionSchema = z.object({
  method: z.enum(SHIPPING_METHODS),
  priceMinor: z.number().int(),
  currency: z.string(),
  /** ISO dates (yyyy-mm-dd) of the delivery window. */
  earliest: z.string(),
  latest: z.string(),
  /** partner: the print partner's own dates plus our production time; fallback: our table's, a rough estimate. */
  estimate: z.enum(['partner', 'fallback']),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const shippingOptionsAnswer = z.object({
  country: z.string(),
  currency: z.string(),
  options: z.array(shippingOptionSchema),
});
