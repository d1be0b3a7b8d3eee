import { z } from 'zod';

/**
 * Lulu's shipping options (POST /shipping-options/): what each shipping level costs and when it
 * would arrive for an order placed now. Shared by the adapter and the simulator, as lulu-shapes.ts
 * is. Dates may come as yyyy-mm-dd or with a time; only the date is read.
 */
export const LULU_SHIPPING_OPTIONS_PATH = '/shipping-options/';

export const luluShippingOptionsInput = z.object({
  line_items: z
    .array(
      z.object({ page_count: z.number().int().positive(), pod_package_id: z.string(), quantity: z.number() }),
    )
    .min(1),
  shipping_address: z.object({ country_code: z.string().length(2) }),
  currency: z.string().length(3).optional(),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date');

export const luluShippingOption = z.looseObject({
  level: z.string(),
  min_delivery_date: day,
  max_delivery_date: day,
  total_days_min: z.number().optional(),
  total_days_max: z.number().optional(),
});

export const luluShippingOptions = z.array(luluShippingOption);
