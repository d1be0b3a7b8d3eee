import { priceKey } from '../../contract/catalog/first-catalog';
import { bcp47 } from '../../contract/locale/locales';
import { formatMoney as formatMoneyNow, type MoneyLike } from '../../contract/money/format-money';

export type { MoneyLike };

/** The first screen's prices as its server wrote them (seedFirstPrices), by locale and priceKey. */
const firstPrices = new Map<string, string>();

/**
 * Keeps the prices the first screen came with (contract/catalog/first-catalog.ts), so its first
 * render shows them without the browser's first `Intl.NumberFormat` (its locale data: tens of
 * milliseconds of a phone's first screen). Every other price is formatted as usual.
 */
export function seedFirstPrices(locale: string, prices: unknown): void {
  if (typeof prices !== 'object' || prices === null) return;
  for (const [key, text] of Object.entries(prices))
    if (typeof text === 'string') firstPrices.set(`${locale}|${key}`, text);
}

/**
 * Formats an amount in minor units for a locale, e.g. £17.99 or 159,00 kr: one formatter for the
 * app and the server's first screens (contract/catalog/category-cards-html.ts).
 */
export function formatMoney(money: MoneyLike, locale: string): string {
  return firstPrices.get(`${locale}|${priceKey(money)}`) ?? formatMoneyNow(money, locale);
}

/**
 * A number as the locale writes it: "5,6" in German and Polish, "5.6" in English. Every number the
 * app shows beside a unit (mm, dpi, MB) goes through here or through `localNumbers`, never
 * `toFixed` or a template string. `digits` fixes how many decimals show (the spine's 0.1 mm: 6,0).
 */
export function formatNumber(value: number, locale: string, digits?: number): string {
  const fixed = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return numberFormat(locale, fixed).format(value);
}

/**
 * Formatters made once per locale and options: building an `Intl.NumberFormat` is far dearer than
 * using one, and the uploader formats sizes and counts for every photo as a hundred come in
 * (65 ms of a 4x-throttled main thread for 100 photos, when each call built its own).
 */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(bcp47(locale), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A translation's values with every number written as the locale writes it (`formatNumber`), for
 * messages such as "closer than {{safeMargin}} mm". `count` stays a number: i18next chooses the
 * plural form from it.
 */
export function localNumbers<T extends Record<string, unknown>>(
  values: T,
  locale: string,
): { [K in keyof T]: T[K] | string } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = typeof value === 'number' && key !== 'count' ? formatNumber(value, locale) : value;
  }
  return out as { [K in keyof T]: T[K] | string };
}

/** A file size in whole megabytes (of 1024 × 1024 bytes) with the locale's own unit: 50 MB, 50 Mo, 50 Mt. */
export function formatMegabytes(bytes: number, locale: string): string {
  return numberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(
    bytes / (1024 * 1024),
  );
}
