import type { ConversionEventName } from '../../contract/api/conversion';
import type { ClickIdParam } from '../state/cookies';

export type { ConversionEventName };

export interface ConversionProduct {
  productCode: string;
  /** In major units (17.99), as the batch endpoint expects. */
  price: number;
  quantity: number;
}

export interface ConversionProperties {
  products?: ConversionProduct[];
  currency?: string;
  totalPrice?: number;
  transactionKey?: string;
  voucherCodes?: string[];
}

export interface BatchEvent {
  event: {
    eventName: ConversionEventName;
    eventTimestamp: number;
    eventSourceUrl: string;
    eventId: string;
    actionSource: 'website';
  };
  properties: ConversionProperties & { locale: string };
}

/** For these the product list holds exactly one item (SPEC §9). */
const SINGLE_PRODUCT: ReadonlySet<ConversionEventName> = new Set([
  'basket_item_added',
  'product_size_selected',
  'print_created',
]);

/** One event in the batch shape of SPEC §7; the locale is sent as language plus country (en-GB). */
export function batchEvent(
  name: ConversionEventName,
  properties: ConversionProperties,
  ctx: { now: Date; url: string; id: string; locale: string; country: string },
): BatchEvent {
  const products =
    properties.products && SINGLE_PRODUCT.has(name) ? properties.products.slice(0, 1) : properties.products;
  const language = ctx.locale.split('-')[0] ?? 'en';
  return {
    event: {
      eventName: name,
      eventTimestamp: Math.floor(ctx.now.getTime() / 1000),
      eventSourceUrl: ctx.url,
      eventId: ctx.id,
      actionSource: 'website',
    },
    properties: { ...properties, ...(products ? { products } : {}), locale: `${language}-${ctx.country}` },
  };
}

/** The request headers: the user's access token, the browser id and ad-click ids from cookies. */
export function batchHeaders(ctx: {
  accessToken: string | null;
  browserId: string | null;
  clickIds: Partial<Record<ClickIdParam, string>>;
}): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (ctx.accessToken) headers.Authorization = `Bearer ${ctx.accessToken}`;
  if (ctx.browserId) headers['X-Bindery-Browser-Id'] = ctx.browserId;
  const clicks = new URLSearchParams(Object.entries(ctx.clickIds) as [string, string][]).toString();
  if (clicks) headers['X-Bindery-Click-Ids'] = clicks;
  return headers;
}
