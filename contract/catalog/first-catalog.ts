import { formatMoney, type MoneyLike } from '../money/format-money';
import type { CatalogCategory } from './catalog';

/**
 * The element in the first screens (the home page and /new-print) that carries the catalog they
 * show, the one /new-print's category cards were drawn from (server/http/static-first-screen.ts):
 * `<script type="application/json">` with the currency and locale as data attributes. The app's
 * first render reads it (src/app/first-screens.ts) and shows the same cards at once, without
 * asking the server again.
 */
export const FIRST_CATALOG_ID = 'first-catalog';

/**
 * The attribute of that element holding its prices as the cards write them, by `priceKey`: the
 * app's first render shows them without formatting them itself. A browser's first
 * `Intl.NumberFormat` for a currency loads its locale data, about 17 ms on a fast machine and four
 * times that on Lighthouse's simulated phone, in the task that renders the cards (its Total
 * Blocking Time); later prices are formatted as usual, once that cost is out of the first screen.
 */
export const FIRST_PRICES_ATTRIBUTE = 'data-prices';

/** A price's key among the first prices: its minor units and currency ("1799 GBP"). */
export const priceKey = (money: MoneyLike): string => `${money.amount} ${money.currency}`;

/** The catalog's category and type prices, formatted for a locale, by `priceKey`. */
export function firstPrices(
  categories: readonly Pick<CatalogCategory, 'fromPrice' | 'types'>[],
  locale: string,
): Record<string, string> {
  const prices: Record<string, string> = {};
  for (const money of categories.flatMap((c) => [c.fromPrice, ...c.types.map((t) => t.fromPrice)]))
    prices[priceKey(money)] = formatMoney(money, locale);
  return prices;
}
