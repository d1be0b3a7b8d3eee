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
