import { type ShippingZone, shippingZoneOf } from '../../contract/geo/countries';
import { SHIPPING_METHODS, type ShippingMethod } from '../../contract/geo/shipping';

export { SHIPPING_METHODS, type ShippingMethod } from '../../contract/geo/shipping';

type Zone = ShippingZone;

/** Price points per currency (minor units) for each method; zones outside the UK add a surcharge. */
const PRICES: Record<ShippingMethod, Record<string, number>> = {
  standard: { GBP: 399, EUR: 499, USD: 599, DKK: 3900, NOK: 5900, SEK: 5900, PLN: 1999 },
  express: { GBP: 899, EUR: 1099, USD: 1499, DKK: 8900, NOK: 12900, SEK: 12900, PLN: 4499 },
};
const SURCHARGE: Record<Zone, Record<string, number>> = {
  domestic: {},
  europe: { GBP: 200, EUR: 200, USD: 300, DKK: 1500, NOK: 2000, SEK: 2000, PLN: 900 },
  nordic: { GBP: 300, EUR: 300, USD: 400, DKK: 0, NOK: 0, SEK: 0, PLN: 1300 },
  americas: { GBP: 600, EUR: 700, USD: 0, DKK: 5000, NOK: 7000, SEK: 7000, PLN: 2900 },
};

/**
 * Working days from order to door when the partner gives no dates (server/shipping/arrival.ts):
 * two days of production, then the carrier.
 */
const PRODUCTION_DAYS = 2;
const TRANSIT: Record<ShippingMethod, Record<Zone, [number, number]>> = {
  standard: { domestic: [2, 4], europe: [4, 7], nordic: [3, 6], americas: [6, 10] },
  express: { domestic: [1, 1], europe: [1, 2], nordic: [1, 2], americas: [2, 3] },
};

export interface ShippingOption {
  method: ShippingMethod;
  priceMinor: number;
  currency: string;
  /** ISO dates (yyyy-mm-dd) of the delivery window. */
  earliest: string;
  latest: string;
  /** Where the dates come from: the print partner's own estimate, or our table when it could not say. */
  estimate: 'partner' | 'fallback';
}

export const shipsTo = (country: string) => shippingZoneOf(country) !== undefined;

/** Adds working days (Monday to Friday) to a date, in UTC. */
export function addWorkingDays(from: Date, days: number): Date {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The methods, prices and delivery windows for a country, or [] when we do not ship there. */
export function shippingOptionsFor(country: string, currency: string, now: Date): ShippingOption[] {
  const zone = shippingZoneOf(country);
  if (!zone) return [];
  return SHIPPING_METHODS.map((method) => {
    const [min, max] = TRANSIT[method][zone];
    const price = (PRICES[method][currency] ?? PRICES[method].GBP!) + (SURCHARGE[zone][currency] ?? 0);
    return {
      method,
      priceMinor: price,
      currency,
      earliest: isoDate(addWorkingDays(now, PRODUCTION_DAYS + min)),
      latest: isoDate(addWorkingDays(now, PRODUCTION_DAYS + max)),
      estimate: 'fallback' as const,
    };
  });
}
