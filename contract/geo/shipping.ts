/** The shipping methods a basket can choose; prices and delivery windows come from the server. */
export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
