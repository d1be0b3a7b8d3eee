import { z } from 'zod';

/** The conversion-tracked events of SPEC §9, by the names the batch endpoint receives. */
export const CONVERSION_EVENTS = [
  'account_created',
  'delivery_address_added',
  'image_edited_and_replaced',
  'new_card_added',
  'order_details_viewed',
  'order_summary_confirm_tapped',
  'print_created',
  'product_category_selected',
  'product_type_selected',
  'product_size_selected',
  'template_changed',
  'theme_changed',
  'basket_item_added',
  'basket_viewed',
  'basket_price_accepted',
  'shipping_method_selected',
  'basket_ordered',
  'product_upgrade_selected',
  'caption_added',
  'images_swapped',
  'landing_page_product_selected',
  'native_photo_picker_opened',
  'support_contacted',
  'uploads_started',
  'uploads_completed',
] as const;
export type ConversionEventName = (typeof CONVERSION_EVENTS)[number];

/** For these the product list holds exactly one item (SPEC §9). */
export const SINGLE_PRODUCT_EVENTS: readonly ConversionEventName[] = [
  'basket_item_added',
  'product_size_selected',
  'print_created',
];

/** Headers the web app sends with each batch, besides Authorization. */
export const BROWSER_ID_HEADER = 'x-bindery-browser-id';
export const CLICK_IDS_HEADER = 'x-bindery-click-ids';

const product = z.object({
  productCode: z.string().min(1).max(64),
  price: z.number().nonnegative(),
  quantity: z.number().int().min(0).max(1000),
});

const batchEvent = z
  .object({
    event: z.object({
      eventName: z.enum(CONVERSION_EVENTS),
      /** Seconds since the epoch. */
      eventTimestamp: z.number().int().positive(),
      eventSourceUrl: z.url().max(2000),
      eventId: z.string().min(1).max(100),
      actionSource: z.literal('website'),
    }),
    properties: z.object({
      products: z.array(product).max(100).optional(),
      currency: z.string().length(3).optional(),
      totalPrice: z.number().nonnegative().optional(),
      transactionKey: z.string().max(100).optional(),
      voucherCodes: z.array(z.string().max(40)).max(10).optional(),
      locale: z.string().max(10).optional(),
    }),
  })
  .refine((e) => !SINGLE_PRODUCT_EVENTS.includes(e.event.eventName) || e.properties.products?.length === 1, {
    message: 'must hold exactly one product for this event',
    path: ['properties', 'products'],
  });

/** POST /conversion/events: a batch of the web app's conversion events. */
export const conversionBatchSchema = z.object({ events: z.array(batchEvent).min(1).max(50) });
